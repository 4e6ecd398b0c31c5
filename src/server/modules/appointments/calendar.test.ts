// The calendar file read back by a real iCalendar parser: text with commas, semicolons, line
// breaks and accents survives, long lines fold within 75 octets, and a cancellation keeps the UID.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarAttachment, calendarFile, type CalendarEvent } from './calendar';

const event: CalendarEvent = {
  uid: 'appointment-7@agency.example',
  start: new Date('2026-12-01T16:30:00Z'),
  minutes: 30,
  summary: 'Call with Avery Morgan, Sunflower Insurance; Wichita',
  description: `Topic: Review my coverage\nNotes: José's "new" café, Ñandú Street, ${'é'.repeat(60)}`,
  location: '120 N Market St, Wichita, KS 67202',
  organizer: { name: 'Sunflower "State" Insurance', email: 'office@agency.example' },
  stamp: new Date('2026-11-26T20:00:00Z'),
};

const read = (file: string) => {
  const calendar = new ICAL.Component(ICAL.parse(file));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
};

describe('calendarFile', () => {
  it('reads back as the same event', () => {
    const file = calendarFile(event);
    const { calendar, event: read1 } = read(file);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(read1.uid).toBe(event.uid);
    expect(read1.summary).toBe(event.summary);
    expect(read1.description).toBe(event.description);
    expect(read1.location).toBe(event.location);
    expect(read1.startDate.toJSDate().toISOString()).toBe('2026-12-01T16:30:00.000Z');
    expect(read1.endDate.toJSDate().toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('folds every line within 75 octets, never inside a character, with CRLF endings', () => {
    const file = calendarFile(event);
    expect(file).not.toMatch(/[^\r]\n/);
    const lines = file.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(file).not.toContain('\uFFFD');
  });

  it('cancels with the same UID, a higher sequence and the CANCEL method', () => {
    const attachment = calendarAttachment({ ...event, cancelled: true });
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const { calendar, event: cancelled } = read(
      Buffer.from(attachment.contentBase64, 'base64').toString('utf8'),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.uid).toBe(event.uid);
    expect(cancelled.sequence).toBe(1);
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe("a booker's line breaks", () => {
  it.each([
    ['a bare CR', '\r'],
    ['a bare LF', '\n'],
    ['a CRLF', '\r\n'],
  ])('%s in the summary, description or location never starts a line of its own', (_kind, br) => {
    const injected = `Dana${br}END:VEVENT${br}BEGIN:VEVENT${br}SUMMARY:Pay now`;
    const file = calendarFile({
      ...event,
      summary: injected,
      description: `Notes: ${injected}`,
      location: `Phone: ${injected}`,
      organizer: { name: `Agency"${br}X`, email: 'office@agency.example' },
    });
    // No CR or LF but the CRLF that ends each line, and a parser that splits on CR alone, on LF
    // alone or on CRLF finds one event.
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const splitter of [/\r/, /\n/, /\r\n/]) {
      const begins = file.split(splitter).filter((line) => line.trim() === 'BEGIN:VEVENT');
      expect(begins).toHaveLength(1);
    }
    const { calendar, event: read1 } = read(file);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(read1.summary).toBe(injected.replace(/\r\n?/g, '\n'));
    expect(read1.description).toBe(`Notes: ${injected}`.replace(/\r\n?/g, '\n'));
  });
});
