import { describe, expect, it } from 'vitest';
import { agencyInstant, agencyToday, businessDaysAfter, isBusinessDay } from './agency-time';

describe('the agency clock', () => {
  it('turns a Kansas wall time into its instant, on either side of daylight saving time', () => {
    // Central daylight time (UTC-5) in summer, standard time (UTC-6) in winter.
    expect(agencyInstant('2026-07-01', '17:00').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(agencyInstant('2026-12-01', '17:00').toISOString()).toBe('2026-12-01T23:00:00.000Z');
    // The days the clocks change: 8 March and 1 November 2026.
    expect(agencyInstant('2026-03-08', '15:00').toISOString()).toBe('2026-03-08T20:00:00.000Z');
    expect(agencyInstant('2026-11-01', '15:00').toISOString()).toBe('2026-11-01T21:00:00.000Z');
    expect(agencyInstant('2026-03-07', '23:30').toISOString()).toBe('2026-03-08T05:30:00.000Z');
  });

  it('knows the weekend', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // a Friday
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(isBusinessDay('2026-11-29')).toBe(false);
    expect(isBusinessDay('2026-11-30')).toBe(true);
  });

  it('counts business days from the agency calendar day, to the close of the last one', () => {
    // Tuesday 10:00 in Kansas → Wednesday 17:00.
    const tuesday = agencyInstant('2026-11-24', '10:00');
    expect(businessDaysAfter(tuesday, 1).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(businessDaysAfter(tuesday, 2).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    // Friday afternoon and Saturday both → Monday 17:00; within 2 → Tuesday.
    const friday = agencyInstant('2026-11-27', '16:30');
    expect(businessDaysAfter(friday, 1).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    const saturday = agencyInstant('2026-11-28', '09:00');
    expect(businessDaysAfter(saturday, 1).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(businessDaysAfter(saturday, 2).toISOString()).toBe('2026-12-01T23:00:00.000Z');
    // Late on Thursday evening in Kansas is already Friday in UTC: still Thursday's request.
    const thursdayNight = agencyInstant('2026-11-26', '22:00');
    expect(agencyToday(thursdayNight)).toBe('2026-11-26');
    expect(businessDaysAfter(thursdayNight, 1).toISOString()).toBe('2026-11-27T23:00:00.000Z');
  });

  it('crosses the change to standard time', () => {
    // Friday 30 October 2026 (daylight time) within 1 → Monday 2 November 17:00 (standard time).
    const friday = agencyInstant('2026-10-30', '12:00');
    expect(businessDaysAfter(friday, 1).toISOString()).toBe('2026-11-02T23:00:00.000Z');
  });
});
