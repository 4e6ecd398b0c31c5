import {
  appointmentTopicLabels,
  formatAppointmentTime,
  type AppointmentMode,
} from '#shared/appointments';
import type { AgencyProfile } from '#shared/agency';
import { composeEmail, type PlainEmail } from '../mail/compose';
import { greeting } from '../mail/greeting';
import type { OutgoingEmail } from '../mail/outbox';
import { calendarAttachment, type CalendarEvent } from './calendar';
import type { AppointmentRow } from './service';

export interface AppointmentMail {
  agency: AgencyProfile;
  /** PUBLIC_URL, or http://localhost:PORT: where e-mailed links point, and the calendar UID's host. */
  origin: string;
}

const officeAddress = ({ address }: AgencyProfile) =>
  `${address.street}, ${address.city}, ${address.state} ${address.zip}`;

/** "a 30-minute phone call", "a 15-minute visit at our office". */
const what = (row: AppointmentRow) =>
  `a ${row.minutes}-minute ${row.mode === 'call' ? 'phone call' : 'visit at our office'}`;

/** Where it happens, in the booker's words. */
function whereFor(mode: AppointmentMode, phone: string | null, agency: AgencyProfile) {
  return mode === 'call'
    ? `Your agent will call you${phone ? ` at ${phone}` : ''}.`
    : `Come to our office at ${officeAddress(agency)}.`;
}

function calendarEvent(
  row: AppointmentRow,
  mail: AppointmentMail,
  now: Date,
  side: 'booker' | 'staff',
  cancelled = false,
): CalendarEvent {
  const { agency } = mail;
  const topic = appointmentTopicLabels[row.topic];
  return {
    uid: `appointment-${row.id}@${new URL(mail.origin).hostname}`,
    start: row.startsAt,
    minutes: row.minutes,
    summary:
      side === 'booker'
        ? `${row.mode === 'call' ? 'Call' : 'Visit'} with ${row.staffName}, ${agency.name}`
        : `${row.mode === 'call' ? 'Call' : 'Visit'}: ${row.name} (${topic})`,
    // The note is the booker's words: shown to the agent it was written for, never sent back in
    // the agency's file to an address the booker typed.
    description: [
      `Topic: ${topic}`,
      row.policyNumber ? `Policy: ${row.policyNumber}` : null,
      side === 'staff' && row.notes ? `Their note: ${row.notes}` : null,
      side === 'staff'
        ? `Phone: ${row.phone ?? 'not given'}, e-mail: ${row.email}`
        : `To change it, call ${agency.phone}.`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: row.mode === 'call' ? `Phone: ${row.phone ?? agency.phone}` : officeAddress(agency),
    organizer: { name: agency.name, email: agency.email },
    stamp: now,
    cancelled,
  };
}

/** Each side's e-mail with its own calendar file: the event, or its cancellation. */
function withCalendars(
  { toBooker, toStaff }: { toBooker: OutgoingEmail; toStaff: OutgoingEmail },
  row: AppointmentRow,
  mail: AppointmentMail,
  now: Date,
  cancelled = false,
): OutgoingEmail[] {
  const file = (side: 'booker' | 'staff') =>
    calendarAttachment(calendarEvent(row, mail, now, side, cancelled));
  return [
    { ...toBooker, attachments: [file('booker')] },
    { ...toStaff, attachments: [file('staff')] },
  ];
}

/** Where the person who booked sees or changes it: the portal for a client, the phone otherwise. */
function changeLine(row: AppointmentRow, agency: AgencyProfile) {
  return row.accountId
    ? `To cancel it, open Appointments in your client portal; to move it, call us at ${agency.phone}.`
    : `To change or cancel it, reply to this e-mail or call us at ${agency.phone}.`;
}

/** One side's e-mail before it is addressed and given its subject. */
type SideEmail = Omit<PlainEmail, 'to' | 'subject'>;

/**
 * An appointment's e-mails to the person who booked and to the staff member, written with its
 * time in words, each subject saying what happened and when: "Booked: a 30-minute phone call
 * with <agency>, <when>" to the one, "Booked: <their name>, <when>" to the other.
 */
function toBothSides(
  row: AppointmentRow,
  { agency }: AppointmentMail,
  news: 'Booked' | 'Reminder' | 'Cancelled',
  write: (when: string) => { toBooker: SideEmail; toStaff: SideEmail },
): { toBooker: OutgoingEmail; toStaff: OutgoingEmail } {
  const when = formatAppointmentTime(row.startsAt.toISOString());
  const { toBooker, toStaff } = write(when);
  return {
    toBooker: composeEmail(
      { ...toBooker, to: row.email, subject: `${news}: ${what(row)} with ${agency.name}, ${when}` },
      agency,
    ),
    toStaff: composeEmail(
      { ...toStaff, to: row.staffEmail, subject: `${news}: ${row.name}, ${when}` },
      agency,
    ),
  };
}

/** The confirmations: one to the person who booked, one to the staff member, each with the calendar file. */
export function bookingEmails(
  row: AppointmentRow,
  mail: AppointmentMail,
  now: Date,
): OutgoingEmail[] {
  const { agency } = mail;
  const topic = appointmentTopicLabels[row.topic];
  const emails = toBothSides(row, mail, 'Booked', (when) => ({
    toBooker: {
      kind: 'appointment-booked',
      paragraphs: [
        greeting(row.name),
        `You are booked for ${what(row)} with ${row.staffName} on ${when}, about: ${topic}.`,
        whereFor(row.mode, row.phone, agency),
        'The calendar file attached adds it to your calendar.',
        changeLine(row, agency),
      ],
      ...(row.accountId
        ? {
            link: {
              href: `${mail.origin}/client-portal/appointments`,
              label: 'See your appointments',
            },
          }
        : {}),
    },
    toStaff: {
      kind: 'appointment-booked-staff',
      paragraphs: [
        `${row.name} booked ${what(row)} with you on ${when}, about: ${topic}.`,
        row.accountId ? 'A client, from the portal.' : 'A visitor to the site, not a client yet.',
        `Phone: ${row.phone ?? 'not given'}. E-mail: ${row.email}.`,
        ...(row.policyNumber ? [`Policy: ${row.policyNumber}.`] : []),
        ...(row.notes ? [`Their note: ${row.notes}`] : []),
      ],
      link: {
        href: row.accountId
          ? `${mail.origin}/staff/clients/${row.accountId}`
          : `${mail.origin}/staff/appointments`,
        label: row.accountId ? "Open the client's record" : 'Open appointments',
      },
    },
  }));
  return withCalendars(emails, row, mail, now);
}

/** The reminders, sent before the start (their time is set by the caller). */
export function reminderEmails(row: AppointmentRow, mail: AppointmentMail): OutgoingEmail[] {
  const { agency } = mail;
  const { toBooker, toStaff } = toBothSides(row, mail, 'Reminder', (when) => ({
    toBooker: {
      kind: 'appointment-reminder',
      paragraphs: [
        greeting(row.name),
        `A reminder of ${what(row)} with ${row.staffName} on ${when}.`,
        whereFor(row.mode, row.phone, agency),
        changeLine(row, agency),
      ],
    },
    toStaff: {
      kind: 'appointment-reminder-staff',
      paragraphs: [
        `A reminder of ${what(row)} with ${row.name} on ${when}, about: ${appointmentTopicLabels[row.topic]}.`,
        `Phone: ${row.phone ?? 'not given'}. E-mail: ${row.email}.`,
      ],
    },
  }));
  return [toBooker, toStaff];
}

/** Both sides told of a cancellation, with the calendar file that takes the event out. */
export function cancellationEmails(
  row: AppointmentRow,
  mail: AppointmentMail,
  now: Date,
): OutgoingEmail[] {
  const { agency } = mail;
  const reason = row.cancelReason ? [`The reason: ${row.cancelReason}`] : [];
  const emails = toBothSides(row, mail, 'Cancelled', (when) => ({
    toBooker: {
      kind: 'appointment-cancelled',
      paragraphs: [
        greeting(row.name),
        `Your ${row.mode === 'call' ? 'phone call' : 'visit'} with ${row.staffName} on ${when} is cancelled.`,
        ...reason,
        `To book another time, visit ${mail.origin}/book-appointment or call us at ${agency.phone}.`,
      ],
    },
    toStaff: {
      kind: 'appointment-cancelled-staff',
      paragraphs: [`The appointment with ${row.name} on ${when} is cancelled.`, ...reason],
    },
  }));
  return withCalendars(emails, row, mail, now, true);
}
