import { and, eq, gt } from 'drizzle-orm';
import { agencyToday } from '#shared/agency-time';
import type { PolicyPayment } from '#shared/payments';
import type { Db } from '#server/db/client';
import { carrierPayments, clientPolicies } from '#server/db/schema';
import { policiesIn, type ClientScope } from '../clients/scope';

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
