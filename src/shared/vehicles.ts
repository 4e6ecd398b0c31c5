import { z } from 'zod';
import { normalizeVin, vinMessages, vinProblem } from './vin';

/**
 * A vehicle and a driver as people enter them: staff on a client's auto policy, and a client
 * asking to add one in a change request. The VIN's check digit is checked.
 */

export const vehicleMessages = {
  yearInvalid: 'Please enter the model year (4 digits), or leave it empty',
  vinTaken: 'This vehicle is already on the policy',
  lastNameRequired: 'Please enter the last name',
  firstNameRequired: 'Please enter the first name',
  stateInvalid: 'Please enter the two-letter state, or leave it empty',
  birthInvalid: 'Please enter the date of birth, or leave it empty',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

/** POST /api/staff/policies/:id/vehicles: the VIN's check digit is checked. */
export const vehicleInputSchema = z.object({
  vin: z
    .string({ error: vinMessages.shape })
    .transform(normalizeVin)
    .superRefine((vin, ctx) => {
      const problem = vinProblem(vin);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: vin });
    }),
  year: z
    .union([z.literal(''), z.coerce.number({ error: vehicleMessages.yearInvalid })], {
      error: vehicleMessages.yearInvalid,
    })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .refine(
      (v) => v === null || (Number.isInteger(v) && v >= 1900 && v <= new Date().getFullYear() + 2),
      vehicleMessages.yearInvalid,
    ),
  make: optionalText(60),
  model: optionalText(60),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;

/** POST /api/staff/policies/:id/drivers */
export const driverInputSchema = z.object({
  firstName: z
    .string({ error: vehicleMessages.firstNameRequired })
    .trim()
    .min(1, vehicleMessages.firstNameRequired)
    .max(100),
  lastName: z
    .string({ error: vehicleMessages.lastNameRequired })
    .trim()
    .min(1, vehicleMessages.lastNameRequired)
    .max(100),
  dateOfBirth: z
    .union([z.literal(''), z.iso.date({ error: vehicleMessages.birthInvalid })], {
      error: vehicleMessages.birthInvalid,
    })
    .optional()
    .transform((v) => v || null),
  licenseState: z
    .union([z.literal(''), z.string().regex(/^[A-Za-z]{2}$/, vehicleMessages.stateInvalid)], {
      error: vehicleMessages.stateInvalid,
    })
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null)),
});
export type DriverInput = z.input<typeof driverInputSchema>;
