import { describe, expect, it } from 'vitest';
import { setUpApp } from '#tests/helpers/set-up-app';
import { agencyToday } from '#shared/agency-time';
import type { Dashboard, Report } from '#shared/staff/dashboard';
import { leads } from '#server/db/schema';

const { t, cookies } = setUpApp({ name: 'dashboard', logIn: ['agent'], firstHost: 80 });

describe('GET /api/staff/dashboard', () => {
  it("answers staff with this week's figures, counting a lead that just came in", async () => {
    await t.database.db.insert(leads).values({
      type: 'commercial',
      firstName: 'Just',
      lastName: 'Arrived',
      email: 'just.arrived@example.org',
      phone: '(913) 555-0100',
      coverageTypes: ['general-liability'],
    });
    const cookie = cookies.agent;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/dashboard',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Dashboard>();

    // The Monday of this week in Kansas: at most six days before today there.
    const today = agencyToday();
    const days = (Date.parse(today) - Date.parse(body.weekStart)) / 86_400_000;
    expect(new Date(`${body.weekStart}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(days).toBeGreaterThanOrEqual(0);
    expect(days).toBeLessThanOrEqual(6);

    expect(body.leads.byLine).toEqual([
      { key: 'personal', count: 0 },
      { key: 'commercial', count: 1 },
    ]);
    expect(body.leads.byStatus[0]).toEqual({ key: 'new', count: 1 });
    expect(body.medianHoursToContact).toBeNull();
    // The demo claims: one in every status for Dana, one for Marcus; closed ones left out.
    expect(body.openClaims.byStatus.map((s) => s.key)).toEqual(['submitted', 'processing']);
    expect(body.openClaims.total).toBe(body.openClaims.byStatus.reduce((n, s) => n + s.count, 0));
    expect(body.openClaims.total).toBeGreaterThanOrEqual(2);
    expect(body.decidedClaims.byStatus.map((s) => s.key)).toEqual(['approved', 'denied']);
    expect(body.decidedClaims.total).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/staff/reports', () => {
  it('answers the weeks or months, and each figure as a CSV download', async () => {
    const cookie = cookies.agent;
    const weeks = await t.app.inject({ url: '/api/staff/reports', headers: { cookie } });
    expect(weeks.statusCode, weeks.body).toBe(200);
    expect(weeks.json<Report>()).toMatchObject({ period: 'week' });
    expect(weeks.json<Report>().rows).toHaveLength(8);
    const months = await t.app.inject({
      url: '/api/staff/reports?period=month',
      headers: { cookie },
    });
    expect(months.json<Report>().rows).toHaveLength(6);
    const bad = await t.app.inject({ url: '/api/staff/reports?period=year', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please choose week or month' });

    const csv = await t.app.inject({
      url: '/api/staff/reports/export?period=month&figure=retention',
      headers: { cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="retention-by-month-${agencyToday()}.csv"`,
    );
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Period start,Terms ended,Renewed,Lost,Retention (%)',
    );
    const noFigure = await t.app.inject({
      url: '/api/staff/reports/export?period=week',
      headers: { cookie },
    });
    expect(noFigure.json()).toMatchObject({ message: 'Please choose a figure to export' });
  });
});
