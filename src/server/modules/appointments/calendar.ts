import type { MailAttachment } from '#server/db/schema';

/**
 * An appointment as an iCalendar file (RFC 5545) that mail programs offer to add to a calendar:
 * one event, its times in UTC so no time zone table is needed, and the same UID in the booking
 * and the cancellation, so a calendar that added the one removes it on the other.
 */
export interface CalendarEvent {
  /** Unique and stable for the appointment: `appointment-12@agency.example`. */
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  /** Sent when the appointment is cancelled: the calendar removes the event. */
  cancelled?: boolean;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

/** 20261201T163000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Quoted parameter values may hold no double quote, and no line break. */
const param = (value: string) => `"${value.replace(/["\r\n]/g, ' ')}"`;

/**
 * Lines longer than 75 octets are folded: a line break and one space before each further part
 * (RFC 5545 3.1), never inside a character's UTF-8 bytes.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Independent agency//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SEQUENCE:${event.cancelled ? 1 : 0}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The file as an e-mail attachment. */
export function calendarAttachment(event: CalendarEvent): MailAttachment {
  const method = event.cancelled ? 'CANCEL' : 'PUBLISH';
  return {
    filename: event.cancelled ? 'cancelled.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(calendarFile(event)).toString('base64'),
  };
}
