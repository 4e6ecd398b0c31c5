// The open times on a fake clock: Kansas hours across both daylight-saving changes of 2026–27,
// the notice before the first, the days ahead, and a window that ends or is joined.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyProfileSchema } from '#shared/agency';
import type { Database } from '#server/db/client';
import { staffAvailability, users } from '#server/db/schema';
import { databaseTargets } from '#tests/helpers/database-targets';
import { isoWeekday, openTimes, slotsByDay } from './slots';

const settings = agencyProfileSchema.shape.appointments.parse({});

describe('open times on a fake clock', () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await databaseTargets[0]!.open());
    await database.migrate();
    const [agent] = await database.db
      .insert(users)
      .values({ email: 'sam@agency.example', role: 'agent', firstName: 'Sam' })
      .returning();
    // Weekdays 9 to 12 and 12 to 1 (joined: a 30-minute call may start at 11:45), and 3 to 4.
    await database.db.insert(staffAvailability).values(
      [1, 2, 3, 4, 5].flatMap((weekday) => [
        { userId: agent!.id, weekday, startMinute: 540, endMinute: 720 },
        { userId: agent!.id, weekday, startMinute: 720, endMinute: 780 },
        { userId: agent!.id, weekday, startMinute: 900, endMinute: 960 },
      ]),
    );
  });
  afterAll(async () => cleanup?.());

  const at = async (now: string, minutes = 30) =>
    slotsByDay(await openTimes(database.db, settings, minutes, new Date(now)), minutes).days;

  it('keeps 9:00 in Kansas across the spring change: 15:00 UTC before, 14:00 after', async () => {
    // Friday 12 March 2027, 06:00 in Kansas; daylight saving starts Sunday the 14th.
    const days = await at('2027-03-12T12:00:00Z');
    const friday = days.find((day) => day.date === '2027-03-12')!;
    const monday = days.find((day) => day.date === '2027-03-15')!;
    expect(friday.times[0]).toEqual({ time: '09:00', startsAt: '2027-03-12T15:00:00.000Z' });
    expect(monday.times[0]).toEqual({ time: '09:00', startsAt: '2027-03-15T14:00:00.000Z' });
    expect(days.map((day) => day.date)).not.toContain('2027-03-13');
    expect(days.map((day) => day.date)).not.toContain('2027-03-14');
  });

  it('and across the autumn change: 14:00 UTC before, 15:00 after', async () => {
    const days = await at('2026-10-30T11:00:00Z');
    expect(days.find((day) => day.date === '2026-10-30')!.times[0]!.startsAt).toBe(
      '2026-10-30T14:00:00.000Z',
    );
    expect(days.find((day) => day.date === '2026-11-02')!.times[0]!.startsAt).toBe(
      '2026-11-02T15:00:00.000Z',
    );
  });

  it('gives two hours of notice, opens 21 days ahead, and fits the length in the window', async () => {
    // Wednesday 2 December 2026, 10:20 in Kansas: 12:30 is the first time two hours on.
    const days = await at('2026-12-02T16:20:00Z');
    expect(days[0]!.date).toBe('2026-12-02');
    expect(days[0]!.times.map((x) => x.time)).toEqual(['12:30', '15:00', '15:15', '15:30']);
    expect(days.at(-1)!.date).toBe('2026-12-23');
    const full = days.find((day) => day.date === '2026-12-03')!.times.map((x) => x.time);
    expect(full).toContain('11:45');
    expect(full).toContain('12:30');
    expect(full).not.toContain('12:45');
    expect(full.at(-1)).toBe('15:30');
    expect(days.every((day) => isoWeekday(day.date) <= 5)).toBe(true);
  });
});
