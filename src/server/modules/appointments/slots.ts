import { and, gte, inArray, isNull, lt, eq } from 'drizzle-orm';
import { addDays, AGENCY_TIME_ZONE, agencyInstant, agencyToday } from '#shared/agency-time';
import { SLOT_MINUTES, type Slots } from '#shared/appointments';
import type { AgencyProfile } from '#shared/agency';
import { timeOfMinutes } from '#shared/staff/appointments';
import type { Db } from '#server/db/client';
import { appointmentSlots, staffAvailability, users } from '#server/db/schema';

const QUARTER_MS = SLOT_MINUTES * 60_000;

/** 1 Monday … 7 Sunday, of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The instants of the quarter hours an appointment of `minutes` from `start` holds. */
export function quartersOf(start: Date, minutes: number): Date[] {
  return Array.from(
    { length: minutes / SLOT_MINUTES },
    (_, i) => new Date(start.getTime() + i * QUARTER_MS),
  );
}

/** One staff member's open hours on a weekday, joined where one window ends as the next starts. */
interface Window {
  userId: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

function joinAdjacent(windows: Window[]): Window[] {
  const sorted = [...windows].sort(
    (a, b) =>
      a.userId.localeCompare(b.userId) || a.weekday - b.weekday || a.startMinute - b.startMinute,
  );
  const joined: Window[] = [];
  for (const w of sorted) {
    const last = joined.at(-1);
    if (
      last &&
      last.userId === w.userId &&
      last.weekday === w.weekday &&
      last.endMinute >= w.startMinute
    ) {
      last.endMinute = Math.max(last.endMinute, w.endMinute);
    } else {
      joined.push({ ...w });
    }
  }
  return joined;
}

/** A time that could be booked: its start on the agency's calendar and clock, and who is free. */
export interface OpenTime {
  date: string;
  time: string;
  startsAt: Date;
  staffIds: string[];
}

/**
 * The times open for an appointment of `minutes` (docs/adr/0017): every quarter hour of an
 * active staff member's weekly windows on the agency's calendar, from `minNoticeHours` from now
 * to `daysAhead` days on, where the appointment fits inside the window and none of its quarter
 * hours is held. With `onlyAt`, just that instant (the check of a booking); `ignoreHeld` lists
 * who works then whether or not they are free.
 */
export async function openTimes(
  db: Db,
  settings: AgencyProfile['appointments'],
  minutes: number,
  now: Date,
  options: { onlyAt?: Date; ignoreHeld?: boolean } = {},
): Promise<OpenTime[]> {
  const earliest = now.getTime() + settings.minNoticeHours * 3600_000;
  const today = agencyToday(now);
  const lastDay = addDays(today, settings.daysAhead);
  const windows = joinAdjacent(
    await db
      .select({
        userId: staffAvailability.userId,
        weekday: staffAvailability.weekday,
        startMinute: staffAvailability.startMinute,
        endMinute: staffAvailability.endMinute,
      })
      .from(staffAvailability)
      .innerJoin(users, eq(users.id, staffAvailability.userId))
      .where(and(inArray(users.role, ['agent', 'admin']), isNull(users.disabledAt))),
  );
  if (windows.length === 0) return [];

  const held = new Set<string>();
  if (!options.ignoreHeld) {
    const rangeStart = options.onlyAt ?? new Date(earliest);
    const rangeEnd = options.onlyAt
      ? new Date(options.onlyAt.getTime() + minutes * 60_000)
      : agencyInstant(addDays(lastDay, 1), '00:00');
    const rows = await db
      .select({ staffId: appointmentSlots.staffId, slotStart: appointmentSlots.slotStart })
      .from(appointmentSlots)
      .where(
        and(gte(appointmentSlots.slotStart, rangeStart), lt(appointmentSlots.slotStart, rangeEnd)),
      );
    for (const row of rows) held.add(`${row.staffId} ${row.slotStart.getTime()}`);
  }

  const open = new Map<number, OpenTime>();
  for (let day = 0; day <= settings.daysAhead; day++) {
    const date = addDays(today, day);
    const weekday = isoWeekday(date);
    for (const w of windows) {
      if (w.weekday !== weekday) continue;
      for (let m = w.startMinute; m + minutes <= w.endMinute; m += SLOT_MINUTES) {
        const time = timeOfMinutes(m);
        const startsAt = agencyInstant(date, time);
        if (startsAt.getTime() < earliest) continue;
        if (options.onlyAt && startsAt.getTime() !== options.onlyAt.getTime()) continue;
        const free = quartersOf(startsAt, minutes).every(
          (quarter) => !held.has(`${w.userId} ${quarter.getTime()}`),
        );
        if (!free) continue;
        const entry = open.get(startsAt.getTime()) ?? { date, time, startsAt, staffIds: [] };
        entry.staffIds.push(w.userId);
        open.set(startsAt.getTime(), entry);
      }
    }
  }
  return [...open.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The open times as the booking form reads them, day by day. */
export function slotsByDay(times: OpenTime[], minutes: number): Slots {
  const days: Slots['days'] = [];
  for (const t of times) {
    let day = days.at(-1);
    if (day?.date !== t.date) {
      day = { date: t.date, times: [] };
      days.push(day);
    }
    day.times.push({ time: t.time, startsAt: t.startsAt.toISOString() });
  }
  return { timeZone: AGENCY_TIME_ZONE, minutes, days };
}
