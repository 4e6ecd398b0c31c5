import '~/lib/zod-jitless';
import { z } from 'zod';
import {
  CHANGE_DAYS_AHEAD,
  CHANGE_DAYS_BACK,
  type ChangeOptions,
  type ChangeType,
  type NewChangeRequestInput,
  autoChangeTypes,
  changeDetailsSchemas,
  changeTypes,
  newChangeRequestSchema,
  serviceMessages,
} from '#shared/change-requests';

export type ChangeOption = ChangeOptions[number];

/** Every field any type of change has (`reason` is a choice for a removal, words for a cancel). */
type DetailField = {
  [T in ChangeType]: keyof z.input<(typeof changeDetailsSchemas)[T]>;
}[ChangeType];

/**
 * The change form as the browser holds it: every control's text, whichever type is chosen. Only
 * the chosen type's fields are checked and sent.
 */
export interface ChangeFormValues {
  policyId: string;
  type: ChangeType | '';
  details: Record<DetailField, string | undefined>;
  note: string;
  acknowledged: boolean;
}

/** In about the order the fields appear, so a server's refusal focuses the first of them. */
export const emptyDetails: Record<DetailField, string> = {
  vehicleId: '',
  driverId: '',
  action: '',
  vin: '',
  year: '',
  make: '',
  model: '',
  ownership: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  licenseState: '',
  licenseNumber: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  lenderName: '',
  loanNumber: '',
  lenderAddress: '',
  reason: '',
  description: '',
  effectiveDate: '',
};

/** The changes a policy takes: vehicles and drivers only on an auto policy. */
export const typesFor = (policy: ChangeOption | undefined): readonly ChangeType[] =>
  policy?.auto ? changeTypes : changeTypes.filter((type) => !autoChangeTypes.includes(type));

/** A lender is asked for only when the new vehicle has one. */
export const hasLender = (ownership: string | undefined) =>
  ownership === 'financed' || ownership === 'leased';

/** The chosen type's fields; an empty one is not given (an optional one then stays out). */
export function requestInput(values: ChangeFormValues): NewChangeRequestInput {
  const type = values.type as ChangeType;
  const keys = Object.keys(changeDetailsSchemas[type].shape) as DetailField[];
  const details = Object.fromEntries(
    keys.map((key) => {
      // A figure field reads a blank as not given (undefined), not as ''.
      const value = (values.details[key] ?? '').trim();
      // A new vehicle's lender is asked for (and kept) only when it is financed or leased.
      const hidden =
        key === 'lenderName' && type !== 'lienholder' && !hasLender(values.details.ownership);
      return [key, value === '' || hidden ? undefined : value];
    }),
  );
  // Checked at once by the shared schema, which says what is wrong field by field.
  return {
    type,
    policyId: values.policyId,
    acknowledged: values.acknowledged,
    note: values.note,
    details,
  } as NewChangeRequestInput;
}

/**
 * The form's check: the shared schema of the route, fed the chosen type's fields. A policy that
 * takes no change says why on the policy; with no change chosen yet, the policy and the
 * acknowledgement are said too (the shared schema stops at the missing type).
 */
export function changeFormSchema(options: ChangeOptions) {
  return z
    .custom<ChangeFormValues>()
    .superRefine((values, ctx) => {
      const policy = options.find((option) => String(option.policyId) === values.policyId);
      if (policy?.unavailable) {
        ctx.addIssue({ code: 'custom', path: ['policyId'], message: policy.unavailable });
      }
      if (values.type !== '') return;
      if (!policy) {
        ctx.addIssue({
          code: 'custom',
          path: ['policyId'],
          message: serviceMessages.policyRequired,
        });
      }
      ctx.addIssue({ code: 'custom', path: ['type'], message: serviceMessages.typeRequired });
      if (!values.acknowledged) {
        ctx.addIssue({
          code: 'custom',
          path: ['acknowledged'],
          message: serviceMessages.acknowledgementRequired,
        });
      }
    })
    .transform(requestInput)
    .pipe(newChangeRequestSchema);
}

/** `days` after a calendar date (YYYY-MM-DD). */
export function shiftDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a change may take effect on, for the date picker (the schema checks them too). */
export const effectiveWindow = (today: string) => ({
  min: shiftDate(today, -CHANGE_DAYS_BACK),
  max: shiftDate(today, CHANGE_DAYS_AHEAD),
});
