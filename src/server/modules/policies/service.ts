import type { z } from 'zod';
import { vehicleMessages, type driverInputSchema, type vehicleInputSchema } from '#shared/vehicles';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AgencyProfile } from '#shared/agency';
import type { PoliciesCurrentAsOf, Policy } from '#shared/policies';
import {
  type PolicyPatch,
  type PolicyValues,
  type StaffDriver,
  type StaffPolicy,
  type StaffVehicle,
  staffPolicyMessages,
} from '#shared/staff/policies';
import type { Db } from '#server/db/client';
import { clientAccounts, clientPolicies, policyDrivers, policyVehicles } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { driverColumns, vehicleColumns } from '../clients/vehicles';
import { policiesIn, type ClientScope } from '../clients/scope';
import { recordAudit } from '../console/audit';
import { enqueueEmails } from '../mail/outbox';
import { policyReportEmail } from './emails';
import { sqlState } from '#server/db/sql';

export const policyColumns = {
  id: clientPolicies.id,
  accountId: clientPolicies.accountId,
  policyNumber: clientPolicies.policyNumber,
  policyType: clientPolicies.policyType,
  carrier: clientPolicies.carrier,
  premium: clientPolicies.premium,
  deductible: clientPolicies.deductible,
  effectiveDate: clientPolicies.effectiveDate,
  expirationDate: clientPolicies.expirationDate,
  status: clientPolicies.status,
  updatedAt: clientPolicies.updatedAt,
};

type PolicyRow = Omit<StaffPolicy, 'updatedAt'> & { updatedAt: Date };
type VehicleValues = z.output<typeof vehicleInputSchema>;
type DriverValues = z.output<typeof driverInputSchema>;

export const toStaffPolicy = ({ updatedAt, ...row }: PolicyRow): StaffPolicy => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

const notFound = () => new HttpError(404, 'Not found');
const numberTaken = () =>
  new HttpError(409, staffPolicyMessages.policyNumberTaken, [
    { path: 'policyNumber', message: staffPolicyMessages.policyNumberTaken },
  ]);

/** A unique violation can only be the policy number (the table's one unique column). */
async function uniqueNumber<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlState(error) === '23505') throw numberTaken();
    throw error;
  }
}

/** Where a client's report of a mistake in a policy goes: the agency's inbox. */
export interface PolicyMail {
  agency: AgencyProfile;
  notifyTo: string;
}

/**
 * Clients' policies, for both sides: the portal's reads and reports of a mistake, in the client's
 * scope; staff writes, each with its audit row in one transaction. Both read the same table, so a
 * staff change shows in the portal at once.
 */
export function policiesService(db: Db, mail: PolicyMail) {
  async function assertNumberFree(tx: Db, policyNumber: string, exceptId?: number) {
    const taken = await tx.$count(
      clientPolicies,
      and(
        eq(clientPolicies.policyNumber, policyNumber),
        exceptId === undefined ? undefined : ne(clientPolicies.id, exceptId),
      ),
    );
    if (taken > 0) throw numberTaken();
  }

  /** The policy, locked until the transaction ends, so two edits cannot interleave. */
  async function lockedPolicy(tx: Db, id: number): Promise<StaffPolicy> {
    const [row] = await tx
      .select(policyColumns)
      .from(clientPolicies)
      .where(eq(clientPolicies.id, id))
      .for('update');
    if (!row) throw notFound();
    return toStaffPolicy(row);
  }

  return {
    ...policyReads(db),

    /**
     * A client's word that one of the policies in their scope is wrong: one e-mail to the agency,
     * which corrects the record (a staff edit, or the next import) and tells them.
     */
    async reportPolicy(
      scope: ClientScope,
      reporter: { email: string; firstName: string | null; lastName: string | null },
      policyId: number,
      message: string,
    ): Promise<void> {
      const [policy] = await db
        .select({
          policyNumber: clientPolicies.policyNumber,
          policyType: clientPolicies.policyType,
          carrier: clientPolicies.carrier,
        })
        .from(clientPolicies)
        .where(and(eq(clientPolicies.id, policyId), policiesIn(scope)));
      if (!policy) throw new HttpError(404, 'Not found');
      await enqueueEmails(db, [
        policyReportEmail({ ...policy, message, client: reporter }, mail.agency, mail.notifyTo),
      ]);
    },

    async create(actorId: string, accountId: string, input: PolicyValues): Promise<StaffPolicy> {
      return db.transaction(async (tx) => {
        const owner = await tx.$count(clientAccounts, eq(clientAccounts.id, accountId));
        if (owner === 0) throw notFound();
        await assertNumberFree(tx, input.policyNumber);
        const [row] = await uniqueNumber(
          tx
            .insert(clientPolicies)
            .values({ ...input, accountId })
            .returning(policyColumns),
        );
        const policy = toStaffPolicy(row!);
        await recordAudit(tx, {
          actorId,
          action: 'policy.create',
          entityType: 'policy',
          entityId: policy.id,
          after: policy,
        });
        return policy;
      });
    },

    /** Changes the fields sent; the dates must still be in order once merged. */
    async update(actorId: string, id: number, patch: PolicyPatch): Promise<StaffPolicy> {
      return db.transaction(async (tx) => {
        const before = await lockedPolicy(tx, id);
        const changes = Object.fromEntries(
          Object.entries(patch).filter(
            ([key, value]) => value !== undefined && before[key as keyof StaffPolicy] !== value,
          ),
        ) as PolicyPatch;
        if (Object.keys(changes).length === 0) return before;
        const merged = { ...before, ...changes };
        if (merged.expirationDate < merged.effectiveDate) {
          throw new HttpError(400, staffPolicyMessages.datesOutOfOrder, [
            { path: 'expirationDate', message: staffPolicyMessages.datesOutOfOrder },
          ]);
        }
        if (changes.policyNumber !== undefined) {
          await assertNumberFree(tx, changes.policyNumber, id);
        }
        const [row] = await uniqueNumber(
          tx
            .update(clientPolicies)
            // An edit is the agency standing behind the record again: the portal says so.
            .set({ ...changes, currentAsOf: new Date() })
            .where(eq(clientPolicies.id, id))
            .returning(policyColumns),
        );
        const after = toStaffPolicy(row!);
        await recordAudit(tx, {
          actorId,
          action: 'policy.update',
          entityType: 'policy',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    /** A vehicle on the policy (its VIN's check digit checked by the schema); audited. */
    async addVehicle(
      actorId: string,
      policyId: number,
      input: VehicleValues,
    ): Promise<StaffVehicle> {
      return db.transaction(async (tx) => {
        await lockedPolicy(tx, policyId);
        const taken = await tx.$count(
          policyVehicles,
          and(eq(policyVehicles.policyId, policyId), eq(policyVehicles.vin, input.vin)),
        );
        if (taken > 0) {
          throw new HttpError(409, vehicleMessages.vinTaken, [
            { path: 'vin', message: vehicleMessages.vinTaken },
          ]);
        }
        const [row] = await tx
          .insert(policyVehicles)
          .values({ ...input, policyId })
          .returning(vehicleColumns);
        await recordAudit(tx, {
          actorId,
          action: 'vehicle.create',
          entityType: 'policy',
          entityId: policyId,
          after: row,
        });
        return row!;
      });
    },

    async removeVehicle(actorId: string, policyId: number, vehicleId: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(policyVehicles)
          .where(and(eq(policyVehicles.id, vehicleId), eq(policyVehicles.policyId, policyId)))
          .returning(vehicleColumns);
        if (!row) throw notFound();
        await recordAudit(tx, {
          actorId,
          action: 'vehicle.delete',
          entityType: 'policy',
          entityId: policyId,
          before: row,
        });
      });
    },

    /** A driver on the policy; audited. */
    async addDriver(actorId: string, policyId: number, input: DriverValues): Promise<StaffDriver> {
      return db.transaction(async (tx) => {
        await lockedPolicy(tx, policyId);
        const [row] = await tx
          .insert(policyDrivers)
          .values({ ...input, policyId })
          .returning(driverColumns);
        await recordAudit(tx, {
          actorId,
          action: 'driver.create',
          entityType: 'policy',
          entityId: policyId,
          after: row,
        });
        return row!;
      });
    },

    async removeDriver(actorId: string, policyId: number, driverId: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(policyDrivers)
          .where(and(eq(policyDrivers.id, driverId), eq(policyDrivers.policyId, policyId)))
          .returning(driverColumns);
        if (!row) throw notFound();
        await recordAudit(tx, {
          actorId,
          action: 'driver.delete',
          entityType: 'policy',
          entityId: policyId,
          before: row,
        });
      });
    },

    /** Status `cancelled`; a policy already cancelled is a conflict. */
    async cancel(actorId: string, id: number): Promise<StaffPolicy> {
      return db.transaction(async (tx) => {
        const before = await lockedPolicy(tx, id);
        if (before.status === 'cancelled')
          throw new HttpError(409, staffPolicyMessages.alreadyCancelled);
        const [row] = await tx
          .update(clientPolicies)
          .set({ status: 'cancelled', currentAsOf: new Date() })
          .where(eq(clientPolicies.id, id))
          .returning(policyColumns);
        const after = toStaffPolicy(row!);
        await recordAudit(tx, {
          actorId,
          action: 'policy.cancel',
          entityType: 'policy',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}

/** What the portal shows of a policy: the specification's shape. */
export const portalPolicyColumns = {
  id: clientPolicies.id,
  policyType: clientPolicies.policyType,
  status: clientPolicies.status,
  carrier: clientPolicies.carrier,
  policyNumber: clientPolicies.policyNumber,
  premium: clientPolicies.premium,
  deductible: clientPolicies.deductible,
  effectiveDate: clientPolicies.effectiveDate,
  expirationDate: clientPolicies.expirationDate,
};

/**
 * The policies one signed-in person (or staff viewing the portal as them) sees: every query is
 * scoped by the account and policy scope given; a policy outside it is indistinguishable from a
 * missing one.
 */
export function policyReads(db: Db) {
  return {
    /** Every policy in scope: active ones first, then by expiry. */
    async policiesOf(scope: ClientScope): Promise<Policy[]> {
      return db
        .select(policyColumns)
        .from(clientPolicies)
        .where(policiesIn(scope))
        .orderBy(
          sql`${clientPolicies.status} <> 'active'`,
          asc(clientPolicies.expirationDate),
          asc(clientPolicies.id),
        );
    },

    /** When each policy in scope was last confirmed by the agency, as ISO instants by id. */
    async currentAsOf(scope: ClientScope): Promise<PoliciesCurrentAsOf> {
      const rows = await db
        .select({ id: clientPolicies.id, currentAsOf: clientPolicies.currentAsOf })
        .from(clientPolicies)
        .where(policiesIn(scope));
      return Object.fromEntries(rows.map((row) => [row.id, row.currentAsOf.toISOString()]));
    },
  };
}
