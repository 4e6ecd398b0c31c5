import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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

/** A parameter value (CN) may hold no double quote or line break, escaped or not (RFC 5545 3.2). */
const param = (value: string) => value.replace(/["\r\n]+/g, ' ').trim();

/**
 * The file, written by ical-generator: TEXT values escaped (backslashes, semicolons, commas, and
 * CR, LF and CRLF alike as \n, so no line break of a booker's words can start a line of its own),
 * lines folded within 75 octets, CRLF endings.
 */
export function calendarFile(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { company: 'Independent agency', product: 'Appointments', language: 'EN' },
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: event.uid,
    start: event.start,
    end: new Date(event.start.getTime() + event.minutes * 60_000),
    stamp: event.stamp,
    sequence: event.cancelled ? 1 : 0,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: { name: param(event.organizer.name), email: event.organizer.email },
  });
  return `${calendar.toString()}\r\n`;
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
