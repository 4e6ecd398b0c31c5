import { and, eq, gt, sql } from 'drizzle-orm';
import { agencyToday } from '#shared/agency-time';
import type { PolicyPayment } from '#shared/payments';
import type { Db } from '../../db/client';
import { carrierPayments, clientPolicies } from '../../db/schema';
import { type ClientScope, policiesIn } from '../clients/scope';
import { paymentMessages } from '#shared/payments';
import { type CarrierPayment, type PolicyBilling } from '#shared/staff/payments';
import { carrierNames } from '#shared/staff/policies';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../console/audit';

/** A policy that is paid now: active and not past its date in the agency's calendar. */
export const inForce = (today: string) =>
  and(eq(clientPolicies.status, 'active'), gt(clientPolicies.expirationDate, today));

/**
 * How each policy in a person's scope is paid: the carrier's payment page and phone, autopay and
 * the next due date; the portal's How to pay reads it, and staff viewing the portal too.
 */
export async function paymentsOf(
  db: Db,
  scope: ClientScope,
  now = new Date(),
): Promise<PolicyPayment[]> {
  return db
    .select({
      policyId: clientPolicies.id,
      policyNumber: clientPolicies.policyNumber,
      policyType: clientPolicies.policyType,
      carrier: clientPolicies.carrier,
      paymentUrl: carrierPayments.paymentUrl,
      paymentPhone: carrierPayments.paymentPhone,
      autopay: clientPolicies.autopay,
      nextPaymentDue: clientPolicies.nextPaymentDue,
    })
    .from(clientPolicies)
    .leftJoin(carrierPayments, eq(carrierPayments.carrier, clientPolicies.carrier))
    .where(and(policiesIn(scope), inForce(agencyToday(now))))
    .orderBy(clientPolicies.expirationDate, clientPolicies.id);
}

/**
 * The staff console's payment details: each carrier's payment page and phone (the list's 42 and
 * any other a policy names), and each policy's autopay and next due date; every write audited.
 */
export function paymentsService(db: Db) {
  /** Every carrier staff may describe: the list's, and those policies name. */
  async function knownCarriers(tx: Db): Promise<Map<string, number>> {
    const today = agencyToday();
    const rows = await tx
      .select({
        carrier: clientPolicies.carrier,
        active: sql<number>`(count(*) filter (where ${inForce(today)}))::int`,
      })
      .from(clientPolicies)
      .groupBy(clientPolicies.carrier);
    const counts = new Map(carrierNames.map((name) => [name, 0]));
    for (const row of rows) counts.set(row.carrier, row.active);
    return counts;
  }

  return {
    async carriers(): Promise<CarrierPayment[]> {
      const [counts, stored] = await Promise.all([
        knownCarriers(db),
        db.select().from(carrierPayments),
      ]);
      const byName = new Map(stored.map((row) => [row.carrier, row]));
      return [...counts.entries()]
        .map(([carrier, activePolicies]) => {
          const row = byName.get(carrier);
          return {
            carrier,
            paymentUrl: row?.paymentUrl ?? null,
            paymentPhone: row?.paymentPhone ?? null,
            activePolicies,
            updatedAt: row?.updatedAt.toISOString() ?? null,
          };
        })
        .sort((a, b) => a.carrier.localeCompare(b.carrier));
    },

    async setCarrier(
      actorId: string,
      carrier: string,
      values: { paymentUrl: string | null; paymentPhone: string | null },
    ): Promise<CarrierPayment> {
      await db.transaction(async (tx) => {
        if (!(await knownCarriers(tx)).has(carrier)) {
          throw new HttpError(404, paymentMessages.carrierUnknown);
        }
        const [before] = await tx
          .select()
          .from(carrierPayments)
          .where(eq(carrierPayments.carrier, carrier));
        await tx
          .insert(carrierPayments)
          .values({ carrier, ...values, updatedBy: actorId })
          .onConflictDoUpdate({
            target: carrierPayments.carrier,
            set: { ...values, updatedBy: actorId, updatedAt: new Date() },
          });
        await recordAudit(tx, {
          actorId,
          action: 'carrier-payment.update',
          entityType: 'carrier',
          entityId: carrier.slice(0, 64),
          before: before
            ? { paymentUrl: before.paymentUrl, paymentPhone: before.paymentPhone }
            : null,
          after: values,
        });
      });
      return (await this.carriers()).find((row) => row.carrier === carrier)!;
    },

    async setBilling(actorId: string, policyId: number, billing: PolicyBilling) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            autopay: clientPolicies.autopay,
            nextPaymentDue: clientPolicies.nextPaymentDue,
          })
          .from(clientPolicies)
          .where(eq(clientPolicies.id, policyId))
          .for('update');
        if (!before) throw new HttpError(404, 'Not found');
        await tx.update(clientPolicies).set(billing).where(eq(clientPolicies.id, policyId));
        await recordAudit(tx, {
          actorId,
          action: 'policy.billing',
          entityType: 'policy',
          entityId: policyId,
          before,
          after: billing,
        });
        return billing;
      });
    },
  };
}
