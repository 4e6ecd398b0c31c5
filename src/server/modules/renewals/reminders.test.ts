// Renewal reminders: at 60, 30 and 7 days before expiry on the agency's calendar, once each,
// through the outbox; not for cancelled policies nor renewals lost or renewed; the days come from
// the agency profile. The clock is the test's: runs every hour across both daylight-saving changes
// of 2027 in Kansas send each reminder on its local day, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveAgencyProfile } from '#shared/agency';
import type { Database } from '#server/db/client';
import {
  clientAccounts,
  clientPolicies,
  emailOutbox,
  policyRenewals,
  renewalReminders,
} from '#server/db/schema';
import { openTestDatabase } from '#tests/helpers/test-app';
import agencyContent from '#content/agency';
import { reminderThreshold, sendRenewalReminders } from './reminders';

const agency = resolveAgencyProfile(agencyContent);
const mail = { agency, origin: 'https://agency.example' };

let database: Database;
let accountId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const [account] = await database.db
    .insert(clientAccounts)
    .values({ firstName: 'Lee', lastName: 'Park', email: 'lee.park@example.com' })
    .returning();
  accountId = account!.id;
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(renewalReminders);
  await database.db.delete(emailOutbox);
  await database.db.delete(policyRenewals);
  await database.db.delete(clientPolicies);
});

const addPolicy = async (policyNumber: string, expirationDate: string, status = 'active') =>
  (
    await database.db
      .insert(clientPolicies)
      .values({
        accountId,
        policyNumber,
        policyType: 'Auto',
        carrier: 'Progressive',
        premium: '900.00',
        effectiveDate: '2026-01-01',
        expirationDate,
        status,
      })
      .returning()
  )[0]!;

/** Runs the job every hour from `from` to `to` (UTC instants) and lists what each run queued. */
async function hourly(from: string, to: string) {
  const sent: { at: string; queued: number }[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 3600_000) {
    const queued = await sendRenewalReminders(database.db, mail, new Date(at));
    if (queued) sent.push({ at: new Date(at).toISOString(), queued });
  }
  return sent;
}
const outbox = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);

describe('reminderThreshold', () => {
  it('is the smallest threshold reached, none before the first nor after expiry', () => {
    const days = [60, 30, 7];
    expect(reminderThreshold(61, days)).toBeNull();
    expect(reminderThreshold(60, days)).toBe(60);
    expect(reminderThreshold(31, days)).toBe(60);
    expect(reminderThreshold(30, days)).toBe(30);
    expect(reminderThreshold(8, days)).toBe(30);
    expect(reminderThreshold(7, days)).toBe(7);
    expect(reminderThreshold(0, days)).toBe(7);
    expect(reminderThreshold(-1, days)).toBeNull();
  });
});

describe('sendRenewalReminders', () => {
  it('sends the 7-day reminder at midnight in Kansas on the day spring forward happens, once', async () => {
    // 2027-03-21 expiry: 7 days before is Sunday 2027-03-14, when clocks go from 2:00 to 3:00.
    const policy = await addPolicy('REM-SPRING-1', '2027-03-21');
    // The 30-day reminder went out earlier.
    await database.db
      .insert(renewalReminders)
      .values({ policyId: policy.id, expirationDate: '2027-03-21', daysBefore: 30 });
    const sent = await hourly('2027-03-13T12:00:00Z', '2027-03-15T12:00:00Z');
    // 06:00 UTC is midnight CST (UTC-6) on the 14th: the first run of that Kansas day.
    expect(sent).toEqual([{ at: '2027-03-14T06:00:00.000Z', queued: 1 }]);
    const [email] = await outbox();
    expect(email).toMatchObject({
      kind: 'renewal-reminder',
      to: 'lee.park@example.com',
      subject: `Your Auto policy renews on Mar 21, 2027 – ${agency.name}`,
    });
    expect(email!.text).toContain(
      'REM-SPRING-1 with Progressive renews on Mar 21, 2027, in 7 days.',
    );
    expect(email!.text).toContain('https://agency.example/client-portal?tab=policies');
  });

  it('sends the 60-day reminder on its Kansas day across fall back, and each threshold once', async () => {
    // 2027-01-05 expiry: 60 days before is 2026-11-06, after clocks went back on 2026-11-01.
    const policy = await addPolicy('REM-FALL-1', '2027-01-05');
    const first = await hourly('2026-10-31T00:00:00Z', '2026-11-08T00:00:00Z');
    // Midnight CST (UTC-6) on the 6th.
    expect(first).toEqual([{ at: '2026-11-06T06:00:00.000Z', queued: 1 }]);
    // 30 days before: 2026-12-06; the later runs send nothing more until 7 days before.
    const second = await hourly('2026-12-05T00:00:00Z', '2026-12-07T00:00:00Z');
    expect(second).toEqual([{ at: '2026-12-06T06:00:00.000Z', queued: 1 }]);
    const rows = await database.db
      .select()
      .from(renewalReminders)
      .where(eq(renewalReminders.policyId, policy.id));
    expect(rows.map((row) => row.daysBefore).sort()).toEqual([30, 60]);
    expect((await outbox()).length).toBe(2);
  });

  it('catches up a missed day without sending the larger reminders late', async () => {
    await addPolicy('REM-LATE-1', '2027-02-10');
    // First run 20 days before: only the 30-day reminder, not the 60-day one.
    expect(await sendRenewalReminders(database.db, mail, new Date('2027-01-21T18:00:00Z'))).toBe(1);
    const rows = await database.db.select().from(renewalReminders);
    expect(rows.map((row) => row.daysBefore)).toEqual([30]);
  });

  it('leaves out cancelled policies and renewals lost or renewed, and runs at once without a double', async () => {
    await addPolicy('REM-CANCELLED', '2027-02-10', 'cancelled');
    const lost = await addPolicy('REM-LOST', '2027-02-10');
    await database.db.insert(policyRenewals).values({
      policyId: lost.id,
      expirationDate: '2027-02-10',
      status: 'lost',
      lostReason: 'price',
    });
    await addPolicy('REM-DUE', '2027-02-10');
    const now = new Date('2027-01-21T18:00:00Z');
    // Two instances at the same moment.
    const counts = await Promise.all([
      sendRenewalReminders(database.db, mail, now),
      sendRenewalReminders(database.db, mail, now),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const emails = await outbox();
    expect(emails.map((email) => email.text.match(/REM-\w+/)![0])).toEqual(['REM-DUE']);
  });

  it('follows the days the agency profile sets', async () => {
    await addPolicy('REM-CUSTOM', '2027-02-10');
    const custom = {
      ...mail,
      agency: resolveAgencyProfile({ ...agencyContent, renewals: { reminderDays: [14, 45] } }),
    };
    expect(custom.agency.renewals.reminderDays).toEqual([45, 14]);
    expect(await sendRenewalReminders(database.db, custom, new Date('2027-01-21T18:00:00Z'))).toBe(
      1,
    );
    const rows = await database.db.select().from(renewalReminders);
    expect(rows.map((row) => row.daysBefore)).toEqual([45]);
    const none = {
      ...mail,
      agency: resolveAgencyProfile({ ...agencyContent, renewals: { reminderDays: [] } }),
    };
    await database.db.delete(renewalReminders);
    expect(await sendRenewalReminders(database.db, none, new Date('2027-01-21T18:00:00Z'))).toBe(0);
  });
});
