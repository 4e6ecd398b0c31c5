import { z } from 'zod';
import { agencyToday, daysBetween } from './agency-time';
import { endpoint } from './endpoints';
import { calendarDate, recordId, recordIdParams } from './fields';
import { NUL_MESSAGE } from './text';
import { normalizeVin, vinMessages, vinProblem } from './vin';

/**
 * What a client asks the agency to do from the portal: a change to a policy (a car bought, a
 * move, a lender) or, for a business, a certificate of insurance. Each is a service request with
 * a reference number and a timeline the client follows, worked by staff from one queue.
 */

/** The changes of an auto policy's vehicles and drivers. */
const autoChanges = [
  'vehicle-add',
  'vehicle-replace',
  'vehicle-remove',
  'driver-add',
  'driver-replace',
  'driver-remove',
] as const;

/** The changes a client can ask for on a policy; the vehicle and driver ones on auto policies. */
export const changeTypes = [...autoChanges, 'address', 'lienholder', 'cancel', 'other'] as const;
export type ChangeType = (typeof changeTypes)[number];

export const serviceRequestTypes = [...changeTypes, 'certificate'] as const;
export type ServiceRequestType = (typeof serviceRequestTypes)[number];

export const serviceRequestKinds = ['change', 'certificate'] as const;
export type ServiceRequestKind = (typeof serviceRequestKinds)[number];

export const kindOfType = (type: ServiceRequestType): ServiceRequestKind =>
  type === 'certificate' ? 'certificate' : 'change';

/** Only for auto policies: the policy's vehicles and drivers. */
export const autoChangeTypes: readonly ChangeType[] = autoChanges;

export const serviceRequestTypeLabels: Record<ServiceRequestType, string> = {
  'vehicle-add': 'Add a vehicle',
  'vehicle-replace': 'Replace a vehicle',
  'vehicle-remove': 'Remove a vehicle',
  'driver-add': 'Add a driver',
  'driver-replace': 'Replace a driver',
  'driver-remove': 'Remove a driver',
  address: 'Change of address',
  lienholder: 'Add or change a mortgagee or lienholder',
  cancel: 'Cancel the policy',
  other: 'Another change',
  certificate: 'Certificate of insurance',
};

/** Received → In progress → Sent to carrier → Completed, or Needs information on the way. */
export const serviceRequestStatuses = [
  'received',
  'in-progress',
  'sent-to-carrier',
  'needs-information',
  'completed',
] as const;
export type ServiceRequestStatus = (typeof serviceRequestStatuses)[number];

/** What a client reads for each status of a change, and of a certificate request. */
export function serviceStatusText(
  status: ServiceRequestStatus,
  kind: ServiceRequestKind,
): { label: string; text: string } {
  switch (status) {
    case 'received':
      return {
        label: 'Received',
        text: 'We have your request. An agent will start on it soon.',
      };
    case 'in-progress':
      return { label: 'In progress', text: 'An agent is working on your request.' };
    case 'sent-to-carrier':
      return {
        label: 'Sent to carrier',
        text: 'We have sent it to the insurance company and are waiting for it to confirm.',
      };
    case 'needs-information':
      return {
        label: 'Needs information',
        text: 'We need something more from you to go on: see the note, then answer below or call us.',
      };
    case 'completed':
      return {
        label: 'Completed',
        text:
          kind === 'certificate'
            ? 'Your certificate is issued: it is attached to your e-mail and in your certificates.'
            : 'Done: the insurance company has confirmed the change.',
      };
  }
}

/** A request moves to any other status but back to Received; a completed one is closed. */
export function canMoveServiceRequest(
  from: ServiceRequestStatus,
  to: ServiceRequestStatus,
): boolean {
  return from !== 'completed' && to !== 'received' && to !== from;
}

/** Texts of change requests; the server and the views use the same words. */
export const serviceMessages = {
  makeChange: 'Make a change',
  acknowledgement:
    'This change is not in effect until your agent confirms it with the insurance company.',
  acknowledgementRequired: 'Please confirm that you understand this before sending',
  typeRequired: 'Please choose the change you need',
  policyRequired: 'Please select a policy',
  policyNotInForce: 'Changes can only be asked for on a policy in force. Please call us.',
  autoOnly: 'Vehicles and drivers can only be changed on an auto policy',
  dateInvalid: 'Please enter the date the change starts',
  dateWindow: 'Please choose a date from 30 days ago to 90 days ahead',
  vehicleRequired: 'Please choose the vehicle',
  driverRequired: 'Please choose the driver',
  yearRequired: 'Please enter the model year (4 digits)',
  makeRequired: 'Please enter the make',
  modelRequired: 'Please enter the model',
  ownershipRequired: 'Please say whether the vehicle is owned, financed or leased',
  firstNameRequired: 'Please enter the first name',
  lastNameRequired: 'Please enter the last name',
  birthRequired: 'Please enter the date of birth',
  birthRange: 'A driver must be at least 14 years old',
  licenseStateInvalid: 'Please enter the two-letter state of the license',
  licenseNumberInvalid: 'Please enter the license number (letters and digits), or leave it empty',
  reasonRequired: 'Please choose a reason',
  streetRequired: 'Please enter the street address',
  cityRequired: 'Please enter the city',
  stateInvalid: 'Please enter the two-letter state',
  zipInvalid: 'Please enter a 5-digit ZIP code',
  lenderActionRequired: 'Please say whether to add a lender or change one',
  lenderRequired: "Please enter the lender's name",
  loanRequired: 'Please enter the loan number',
  lenderAddressRequired: "Please enter the lender's address",
  cancelReasonRequired: 'Please tell us why (at least 3 characters)',
  descriptionTooShort: 'Please describe the change (at least 10 characters)',
  tooLong: (max: number) => `Please keep it under ${max} characters`,
  sent: (reference: string) =>
    `Your request ${reference} is in. We will e-mail you at each step, and you can follow it under Your requests.`,
  sendFailed: 'We could not send your request. Please try again, or call us.',
  replyTooShort: 'Please write your answer (at least 2 characters)',
  replySent: 'Thank you. Your answer is with your agent.',
  closed: 'This request is completed. To ask for something else, please make a new request.',
  requestsTitle: 'Your requests',
  notFound: 'Not found',
} as const;

/** How far back and ahead a change can take effect, in days from today in Kansas. */
export const CHANGE_DAYS_BACK = 30;
export const CHANGE_DAYS_AHEAD = 90;

export const text = (max: number, required: string, min = 1) =>
  z
    .string({ error: required })
    .trim()
    .min(min, required)
    .max(max, serviceMessages.tooLong(max))
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

/** Optional words: empty, missing or null all read as none (the schema takes its own output). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, serviceMessages.tooLong(max))
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
    .nullish()
    .transform((value) => value || null);

/** The day the change takes effect: from 30 days ago (a car bought last week) to 90 ahead. */
const effectiveDate = calendarDate(serviceMessages.dateInvalid).refine((date) => {
  const days = daysBetween(agencyToday(), date);
  return days >= -CHANGE_DAYS_BACK && days <= CHANGE_DAYS_AHEAD;
}, serviceMessages.dateWindow);

const vin = z
  .string({ error: vinMessages.shape })
  .transform(normalizeVin)
  .superRefine((value, ctx) => {
    const problem = vinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

/** Four digits from 1900 to next year's models; typed as text or sent as a number. */
const modelYear = z
  .union([z.string(), z.number()], { error: serviceMessages.yearRequired })
  .optional()
  .transform((value, ctx) => {
    const year = Number(typeof value === 'string' ? value.trim() : value);
    const known =
      value !== undefined &&
      value !== '' &&
      Number.isInteger(year) &&
      year >= 1900 &&
      year <= new Date().getFullYear() + 2;
    if (!known) {
      ctx.addIssue({ code: 'custom', message: serviceMessages.yearRequired, input: value });
      return z.NEVER;
    }
    return year;
  });

export const vehicleOwnerships = ['owned', 'financed', 'leased'] as const;
export const vehicleOwnershipLabels: Record<(typeof vehicleOwnerships)[number], string> = {
  owned: 'Owned outright',
  financed: 'Financed (a loan)',
  leased: 'Leased',
};

const newVehicle = {
  vin,
  year: modelYear,
  make: text(60, serviceMessages.makeRequired),
  model: text(60, serviceMessages.modelRequired),
  ownership: z.enum(vehicleOwnerships, { error: serviceMessages.ownershipRequired }),
  /** The bank or leasing company, when there is one. */
  lenderName: optionalText(200),
};

/** A driver's date of birth: a real day, at least 14 years ago, at most 120. */
const dateOfBirth = calendarDate(serviceMessages.birthRequired).refine((date) => {
  const years = -daysBetween(agencyToday(), date) / 365.25;
  return years >= 14 && years <= 120;
}, serviceMessages.birthRange);

const newDriver = {
  firstName: text(100, serviceMessages.firstNameRequired),
  lastName: text(100, serviceMessages.lastNameRequired),
  dateOfBirth,
  licenseState: z
    .string({ error: serviceMessages.licenseStateInvalid })
    .trim()
    .regex(/^[A-Za-z]{2}$/, serviceMessages.licenseStateInvalid)
    .transform((state) => state.toUpperCase()),
  licenseNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{0,20}$/, serviceMessages.licenseNumberInvalid)
    .nullish()
    .transform((value) => value?.toUpperCase() || null),
};

export const vehicleRemovalReasons = ['sold', 'traded-in', 'totaled', 'other'] as const;
export const driverRemovalReasons = [
  'moved-out',
  'no-longer-drives',
  'own-policy',
  'other',
] as const;
export const removalReasonLabels: Record<
  (typeof vehicleRemovalReasons)[number] | (typeof driverRemovalReasons)[number],
  string
> = {
  sold: 'Sold',
  'traded-in': 'Traded in',
  totaled: 'Totaled',
  'moved-out': 'Moved out of the household',
  'no-longer-drives': 'No longer drives',
  'own-policy': 'Has their own policy now',
  other: 'Another reason',
};

const vehicleId = recordId(serviceMessages.vehicleRequired);
const driverId = recordId(serviceMessages.driverRequired);

/** What the change is, field by field: one schema per type. */
export const changeDetailsSchemas = {
  'vehicle-add': z.object({ ...newVehicle, effectiveDate }),
  'vehicle-replace': z.object({ vehicleId, ...newVehicle, effectiveDate }),
  'vehicle-remove': z.object({
    vehicleId,
    reason: z.enum(vehicleRemovalReasons, { error: serviceMessages.reasonRequired }),
    effectiveDate,
  }),
  'driver-add': z.object({ ...newDriver, effectiveDate }),
  'driver-replace': z.object({ driverId, ...newDriver, effectiveDate }),
  'driver-remove': z.object({
    driverId,
    reason: z.enum(driverRemovalReasons, { error: serviceMessages.reasonRequired }),
    effectiveDate,
  }),
  address: z.object({
    street: text(200, serviceMessages.streetRequired),
    city: text(100, serviceMessages.cityRequired),
    state: z
      .string({ error: serviceMessages.stateInvalid })
      .trim()
      .regex(/^[A-Za-z]{2}$/, serviceMessages.stateInvalid)
      .transform((state) => state.toUpperCase()),
    zip: z
      .string({ error: serviceMessages.zipInvalid })
      .trim()
      .regex(/^\d{5}$/, serviceMessages.zipInvalid),
    effectiveDate,
  }),
  lienholder: z.object({
    action: z.enum(['add', 'change'], { error: serviceMessages.lenderActionRequired }),
    lenderName: text(200, serviceMessages.lenderRequired),
    loanNumber: text(60, serviceMessages.loanRequired),
    lenderAddress: text(300, serviceMessages.lenderAddressRequired),
    /** On an auto policy, the vehicle the loan is on (optional). */
    vehicleId: recordId(serviceMessages.vehicleRequired).optional(),
    effectiveDate,
  }),
  cancel: z.object({
    reason: text(500, serviceMessages.cancelReasonRequired, 3),
    effectiveDate,
  }),
  other: z.object({ description: text(2000, serviceMessages.descriptionTooShort, 10) }),
} as const satisfies Record<ChangeType, z.ZodObject>;

export type ChangeDetails<T extends ChangeType = ChangeType> = z.output<
  (typeof changeDetailsSchemas)[T]
>;

const acknowledged = z.literal(true, { error: serviceMessages.acknowledgementRequired });
const policyId = recordId(serviceMessages.policyRequired);
/** A word for the agent beside the form's fields. */
/** A client's note on a request, at most 1,000 characters. */
export const requestNote = optionalText(1000);
const note = requestNote;

const changeOption = <T extends ChangeType>(type: T) =>
  z.object({
    type: z.literal(type),
    policyId,
    acknowledged,
    note,
    details: changeDetailsSchemas[type],
  });

/**
 * POST /api/client/service-requests: one change on one policy in the person's scope, with the
 * acknowledgement that it is not in effect until the agent confirms it.
 */
export const newChangeRequestSchema = z.discriminatedUnion(
  'type',
  [
    changeOption('vehicle-add'),
    changeOption('vehicle-replace'),
    changeOption('vehicle-remove'),
    changeOption('driver-add'),
    changeOption('driver-replace'),
    changeOption('driver-remove'),
    changeOption('address'),
    changeOption('lienholder'),
    changeOption('cancel'),
    changeOption('other'),
  ],
  { error: serviceMessages.typeRequired },
);
export type NewChangeRequestInput = z.input<typeof newChangeRequestSchema>;
export type NewChangeRequest = z.output<typeof newChangeRequestSchema>;

/** POST /api/client/service-requests/:id/reply: the client's answer to the agent. */
export const serviceReplySchema = z.object({
  message: text(2000, serviceMessages.replyTooShort, 2),
});

export const serviceRequestEventSchema = z.object({
  /** Null for a note without a change of status. */
  fromStatus: z.enum(serviceRequestStatuses).nullable(),
  toStatus: z.enum(serviceRequestStatuses).nullable(),
  /** Words for the client (from the agent), or the client's own answer. */
  note: z.string().nullable(),
  /** The client wrote it (an answer), not the agency. */
  byClient: z.boolean(),
  createdAt: z.string(),
});
export type ServiceRequestEvent = z.infer<typeof serviceRequestEventSchema>;

export const serviceAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
});

/** What a request is, as the client's list and the staff queue both show it. */
export const serviceRequestHeadSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(serviceRequestKinds),
  type: z.enum(serviceRequestTypes),
  /** One line saying what was asked: "Add 2024 Toyota RAV4 (VIN …)". */
  summary: z.string(),
  status: z.enum(serviceRequestStatuses),
});

/** GET /api/client/service-requests: the requests on the policies in the person's scope. */
export const serviceRequestSchema = serviceRequestHeadSchema.extend({
  policyId: z.number().int().nullable(),
  policyNumber: z.string().nullable(),
  policyType: z.string().nullable(),
  createdAt: z.string(),
  /** Oldest first. */
  history: z.array(serviceRequestEventSchema),
  attachments: z.array(serviceAttachmentSchema),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** Files one request may carry (a bill of sale, a lender's letter). */
export const MAX_REQUEST_ATTACHMENTS = 5;
export const attachmentMessages = {
  tooMany: `A request can carry up to ${MAX_REQUEST_ATTACHMENTS} files. Please send more by e-mail.`,
  closed: serviceMessages.closed,
} as const;

/**
 * GET /api/client/service-requests/options: what the change form offers for each policy in the
 * person's scope: whether changes can be asked for now, whether vehicles and drivers apply, and
 * the policy's vehicles and drivers to replace or remove.
 */
export const changeOptionsSchema = z.array(
  z.object({
    policyId: z.number().int(),
    policyNumber: z.string(),
    policyType: z.string(),
    /** Why no change can be asked for now (not in force), or null. */
    unavailable: z.string().nullable(),
    auto: z.boolean(),
    vehicles: z.array(
      z.object({
        id: z.number().int(),
        year: z.number().int().nullable(),
        make: z.string().nullable(),
        model: z.string().nullable(),
        vin: z.string(),
      }),
    ),
    drivers: z.array(
      z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
    ),
  }),
);
export type ChangeOptions = z.infer<typeof changeOptionsSchema>;

// --- the portal's change request endpoints -------------------------------------------------------

const idParams = recordIdParams();

/** What the portal calls for the change requests on the policies in the person's scope. */
export const changeRequestEndpoints = {
  list: endpoint('GET', '/api/client/service-requests', {
    response: { 200: z.array(serviceRequestSchema) },
  }),
  options: endpoint('GET', '/api/client/service-requests/options', {
    response: { 200: changeOptionsSchema },
  }),
  create: endpoint('POST', '/api/client/service-requests', {
    body: newChangeRequestSchema,
    response: { 201: serviceRequestSchema },
  }),
  reply: endpoint('POST', '/api/client/service-requests/:id/reply', {
    params: idParams,
    body: serviceReplySchema,
    response: { 200: serviceRequestSchema },
  }),
  /** One file as multipart (`file`). */
  addAttachment: endpoint('POST', '/api/client/service-requests/:id/attachments', {
    params: idParams,
    response: { 201: serviceAttachmentSchema },
  }),
};
