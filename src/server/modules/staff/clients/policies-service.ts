import type { z } from 'zod';
import { vehicleMessages, type driverInputSchema, type vehicleInputSchema } from '#shared/vehicles';
import { and, eq, ne } from 'drizzle-orm';
import {
  type StaffDriver,
  type StaffVehicle,
  clientMessages,
  type PolicyPatch,
  type PolicyValues,
  type StaffPolicy,
} from '#shared/staff/clients';
import type { Db } from '#server/db/client';
import { clientAccounts, clientPolicies, policyDrivers, policyVehicles } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { driverColumns, vehicleColumns } from '../../clients/vehicles';
import { recordAudit } from '../audit';
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
  new HttpError(409, clientMessages.policyNumberTaken, [
    { path: 'policyNumber', message: clientMessages.policyNumberTaken },
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

/**
 * Staff write clients' policies: the portal reads the same table, so a change shows there at once.
 * Each write and its audit row share one transaction.
 */
export function policiesService(db: Db) {
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
          throw new HttpError(400, clientMessages.datesOutOfOrder, [
            { path: 'expirationDate', message: clientMessages.datesOutOfOrder },
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
          throw new HttpError(409, clientMessages.alreadyCancelled);
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
