import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { clientPolicies, policyDrivers, policyVehicles } from '#server/db/schema';

/** A policy's vehicle as the portal and the console list it. */
export const vehicleColumns = {
  id: policyVehicles.id,
  policyId: policyVehicles.policyId,
  year: policyVehicles.year,
  make: policyVehicles.make,
  model: policyVehicles.model,
  vin: policyVehicles.vin,
};

/** A policy's driver with the particulars staff keep. */
export const driverColumns = {
  id: policyDrivers.id,
  policyId: policyDrivers.policyId,
  firstName: policyDrivers.firstName,
  lastName: policyDrivers.lastName,
  dateOfBirth: policyDrivers.dateOfBirth,
  licenseState: policyDrivers.licenseState,
};

/**
 * The vehicles and drivers of the policies `policies` selects (a condition on `clientPolicies`:
 * some policies, one account), each by id.
 */
export function vehiclesAndDrivers(db: Db, policies: SQL) {
  return Promise.all([
    db
      .select(vehicleColumns)
      .from(policyVehicles)
      .innerJoin(clientPolicies, eq(clientPolicies.id, policyVehicles.policyId))
      .where(policies)
      .orderBy(asc(policyVehicles.id)),
    db
      .select(driverColumns)
      .from(policyDrivers)
      .innerJoin(clientPolicies, eq(clientPolicies.id, policyDrivers.policyId))
      .where(policies)
      .orderBy(asc(policyDrivers.id)),
  ]);
}
