import { z } from 'zod';
import { carriers } from '#content/carriers';
import { policySchema, policyStatuses } from '../policies';
import { endpoint } from '../endpoints';
import { idParams } from '../fields';
import { driverInputSchema, vehicleInputSchema } from '../vehicles';

/**
 * The staff console's policies: the shapes of `/api/staff/policies*` (and a client's policies,
 * vehicles and drivers), and the one policy schema the form and the server both use.
 */

/** The 42 carriers of content/carriers.ts: a policy's carrier is one of these names. */
export const carrierNames: readonly string[] = carriers.map((carrier) => carrier.name);

/** Policy types the form suggests (free text: an agency writes more lines than these). */
export const policyTypeSuggestions = [
  'Auto',
  'Homeowners',
  'Renters',
  'Condo',
  'Umbrella',
  'Motorcycle',
  'Boat',
  'Flood',
  'Life',
  'Business Owners Policy',
  'General Liability',
  'Commercial Auto',
  'Workers Compensation',
  'Professional Liability',
  'Cyber',
] as const;

export const policyStatusLabels: Record<(typeof policyStatuses)[number], string> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
  other: 'Other',
};

export const staffPolicyMessages = {
  policyNumberRequired: 'Please enter the policy number',
  policyNumberInvalid:
    'Use letters, digits, spaces, dots, slashes and dashes, starting with a letter or digit',
  policyNumberTaken: 'Another policy already has this number',
  policyTypeRequired: 'Please enter the type of policy',
  carrierRequired: 'Please choose a carrier from the list',
  premiumInvalid: 'Please enter the premium: an amount of 0 or more, in dollars and cents',
  deductibleInvalid: 'Please enter an amount of 0 or more, in dollars and cents, or leave it empty',
  effectiveDateRequired: 'Please enter the effective date',
  expirationDateRequired: 'Please enter the expiration date',
  datesOutOfOrder: 'The expiration date cannot be before the effective date',
  statusRequired: 'Please choose a status',
  alreadyCancelled: 'This policy is already cancelled',
  policyCreated: 'Policy added',
  policyUpdated: 'Policy saved',
  policyCancelled: 'Policy cancelled',
} as const;

// --- the policy form -------------------------------------------------------------------------

/** decimal(10,2): at most 8 digits before the point. */
const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** `1284.5` or `'$1,284.5'` as the column stores it, `'1284.50'`; null when it is not money. */
export function toMoney(value: string | number): string | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!MONEY_PATTERN.test(text)) return null;
  const [whole, cents = ''] = text.split('.');
  return `${BigInt(whole!).toString()}.${cents.padEnd(2, '0')}`;
}

const money = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const amount = toMoney(value);
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return amount;
  });

/** Empty, null or absent: no deductible. */
const optionalMoney = (message: string) =>
  z
    .union([z.literal(''), money(message)], { error: message })
    .nullish()
    .transform((value) => value || null);

const day = (message: string) =>
  z.iso.date({ error: message }).refine((value) => !Number.isNaN(Date.parse(value)), message);

export const policyFields = z.object({
  policyNumber: z
    .string({ error: staffPolicyMessages.policyNumberRequired })
    .trim()
    .min(1, staffPolicyMessages.policyNumberRequired)
    .max(50, staffPolicyMessages.policyNumberInvalid)
    // Empty is told by the rule above, once.
    .regex(/^([A-Za-z0-9][A-Za-z0-9 ./-]*)?$/, staffPolicyMessages.policyNumberInvalid),
  policyType: z
    .string({ error: staffPolicyMessages.policyTypeRequired })
    .trim()
    .min(1, staffPolicyMessages.policyTypeRequired)
    .max(100),
  carrier: z
    .string({ error: staffPolicyMessages.carrierRequired })
    .refine((name) => carrierNames.includes(name), staffPolicyMessages.carrierRequired),
  premium: money(staffPolicyMessages.premiumInvalid),
  deductible: optionalMoney(staffPolicyMessages.deductibleInvalid),
  effectiveDate: day(staffPolicyMessages.effectiveDateRequired),
  expirationDate: day(staffPolicyMessages.expirationDateRequired),
  status: z.enum(policyStatuses, { error: staffPolicyMessages.statusRequired }),
});

type Dates = { effectiveDate?: unknown; expirationDate?: unknown };

/** Both dates valid and in order; the message goes on the expiration date. */
function datesInOrder(value: Dates, ctx: z.RefinementCtx) {
  const { effectiveDate, expirationDate } = value;
  if (
    typeof effectiveDate === 'string' &&
    typeof expirationDate === 'string' &&
    expirationDate < effectiveDate
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['expirationDate'],
      message: staffPolicyMessages.datesOutOfOrder,
      input: expirationDate,
    });
  }
}

/** Checked as soon as both dates are valid, whatever else is wrong with the form. */
const whenDatesParsed: z.core.$ZodSuperRefineParams = {
  when: (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === 'effectiveDate' || field === 'expirationDate';
    }),
};

/** POST /api/staff/clients/:id/policies, and the "Add policy" form. */
export const policyInputSchema = policyFields.superRefine(datesInOrder, whenDatesParsed);
export type PolicyInput = z.input<typeof policyInputSchema>;
export type PolicyValues = z.output<typeof policyInputSchema>;

/**
 * PATCH /api/staff/policies/:id: any of the fields; the server checks the date order again on
 * the merged policy.
 */
export const policyPatchSchema = policyFields.partial();
export type PolicyPatch = z.output<typeof policyPatchSchema>;

/**
 * The "Edit policy" form: the same fields and rules, except that a carrier the policy already
 * names stays acceptable when it is not (or no longer) on the list, so a policy written before
 * the list can be edited without changing it. The form sends only the fields that changed, and
 * the server checks a sent carrier against the list.
 */
export function editPolicySchema(currentCarrier: string) {
  return policyFields
    .extend({ carrier: z.union([policyFields.shape.carrier, z.literal(currentCarrier)]) })
    .superRefine(datesInOrder, whenDatesParsed);
}

// --- what the API answers --------------------------------------------------------------------

/** A policy as staff see it: the portal's shape and its client account. */
export const staffPolicySchema = policySchema.extend({
  accountId: z.string(),
  updatedAt: z.string(),
});
export type StaffPolicy = z.infer<typeof staffPolicySchema>;

// --- vehicles and drivers of a policy ----------------------------------------------------------

export const staffVehicleSchema = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  vin: z.string(),
});
export type StaffVehicle = z.infer<typeof staffVehicleSchema>;

export const staffDriverSchema = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  licenseState: z.string().nullable(),
});
export type StaffDriver = z.infer<typeof staffDriverSchema>;

// --- the console's policy endpoints -------------------------------------------------------------

const childParams = z.object({ id: z.string().max(20), childId: z.string().max(20) });

/** A policy's routes that answer with the policy as it now is. */
const ofPolicy = { params: idParams, response: { 200: staffPolicySchema } };

/** A policy's vehicles or drivers: one added (201 with the row), one removed (204). */
function childEndpoints<
  const C extends 'vehicles' | 'drivers',
  B extends z.ZodType,
  R extends z.ZodType,
>(child: C, body: B, row: R) {
  return {
    add: endpoint('POST', `/api/staff/policies/:id/${child}`, {
      params: idParams,
      body,
      response: { 201: row },
    }),
    remove: endpoint('DELETE', `/api/staff/policies/:id/${child}/:childId`, {
      params: childParams,
    }),
  };
}

const vehicles = childEndpoints('vehicles', vehicleInputSchema, staffVehicleSchema);
const drivers = childEndpoints('drivers', driverInputSchema, staffDriverSchema);

/** What the console calls to keep a client's policies (every write audited). */
export const staffPolicyEndpoints = {
  create: endpoint('POST', '/api/staff/clients/:id/policies', {
    params: idParams,
    body: policyInputSchema,
    response: { 201: staffPolicySchema },
  }),
  update: endpoint('PATCH', '/api/staff/policies/:id', { ...ofPolicy, body: policyPatchSchema }),
  cancel: endpoint('POST', '/api/staff/policies/:id/cancel', ofPolicy),
  addVehicle: vehicles.add,
  removeVehicle: vehicles.remove,
  addDriver: drivers.add,
  removeDriver: drivers.remove,
};
