import { z } from 'zod';
import { endpoint } from './endpoints';
import { phoneNumberField, recordIdParams } from './fields';

export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A form filled faster than this was likely filled by a script, not a person. */
export const MIN_FILL_MS = 3000;

/**
 * Why a quote request looks automated. Both signals are asserted by the sender's page (a script
 * fakes them trivially, and another system calling the API directly sends neither), so they never
 * refuse a request: they hold it as suspected spam for a person to look at.
 */
export const leadSpamReasons = ['honeypot', 'too-fast'] as const;
export type LeadSpamReason = (typeof leadSpamReasons)[number];

/** The suspicion a request's own signals raise, or null for an ordinary request. */
export function spamReasonOf(signals: {
  website?: string;
  fillMs?: number;
}): LeadSpamReason | null {
  if (signals.website?.trim()) return 'honeypot';
  if (signals.fillMs !== undefined && signals.fillMs < MIN_FILL_MS) return 'too-fast';
  return null;
}

export const leadMessages = {
  coverageTypes: 'Please select at least one coverage type',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  type: 'Please choose a quote type',
  detailsClosed: 'This quote request can no longer be changed. Please call us.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const currentYear = new Date().getFullYear();
/** Form inputs arrive as text ('12,500', '$300,000') or blank; blank means "not given". */
const toNumber = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'string' ? Number(value.replace(/[\s,$]/g, '')) : value;
};

const wholeNumber = (min: number, max: number, label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `Please enter the ${label}`
          : `Please enter the ${label} as a number`,
    })
    .int(`Please enter the ${label} as a whole number`)
    .min(min, `Please enter a ${label} of at least ${min}`)
    .max(max, `Please enter a ${label} of at most ${max}`);

const count = (min: number, max: number, label: string) =>
  z.preprocess(toNumber, wholeNumber(min, max, label));

const optionalCount = (min: number, max: number, label: string) =>
  z.preprocess(toNumber, wholeNumber(min, max, label).nullish());

export const zipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Please enter a 5-digit ZIP code');

export const vehicleSchema = z.object({
  year: count(1950, currentYear + 1, 'model year'),
  make: z.string().trim().min(1, 'Please enter the make').max(40),
  model: z.string().trim().min(1, 'Please enter the model').max(40),
});

export const autoDetailsSchema = z.object({
  kind: z.literal('auto'),
  vehicles: z.array(vehicleSchema).min(1, 'Please add at least one vehicle').max(6),
  drivers: count(1, 10, 'number of drivers'),
  currentCarrier: optionalText(100),
});

export const propertyDetailsSchema = z.object({
  kind: z.enum(['home', 'renters']),
  zip: zipSchema,
  yearBuilt: optionalCount(1800, currentYear + 1, 'year built'),
  roofAge: optionalCount(0, 100, 'roof age'),
  dwellingValue: optionalCount(1000, 50_000_000, 'dwelling value'),
});

export const entityTypes = [
  { id: 'sole-proprietorship', label: 'Sole proprietorship' },
  { id: 'llc', label: 'LLC' },
  { id: 'corporation', label: 'Corporation' },
  { id: 'partnership', label: 'Partnership' },
  { id: 'non-profit', label: 'Non-profit' },
  { id: 'other', label: 'Other' },
] as const;

export const commercialDetailsSchema = z.object({
  kind: z.literal('commercial'),
  entityType: z.enum(entityTypes.map((e) => e.id) as [string, ...string[]], {
    error: 'Please choose the type of business entity',
  }),
  yearsInBusiness: count(0, 200, 'number of years in business'),
  employees: count(0, 1_000_000, 'number of employees'),
  annualRevenue: count(0, 10_000_000_000, 'annual revenue'),
});

/** Line-specific facts that let an agent quote; optional, added after the lead is stored. */
export const leadDetailsSchema = z.discriminatedUnion('kind', [
  autoDetailsSchema,
  propertyDetailsSchema,
  commercialDetailsSchema,
]);
export type LeadDetails = z.output<typeof leadDetailsSchema>;

/** Fields a person fills in; the messages are exact texts of the API. The form uses this schema. */
export const leadFormSchema = z.object({
  firstName: z.string().trim().min(1, leadMessages.firstName).max(100),
  lastName: z.string().trim().min(1, leadMessages.lastName).max(100),
  email: z.string().trim().pipe(z.email(leadMessages.email)),
  phone: phoneNumberField(leadMessages.phone),
  businessName: optionalText(200),
  industry: optionalText(100),
  coverageTypes: z
    .array(z.string().trim().min(1).max(60))
    .min(1, leadMessages.coverageTypes)
    .max(30),
  additionalInfo: optionalText(5000),
});
export type LeadFormValues = z.input<typeof leadFormSchema>;

/** One UTM parameter as a campaign link carries it. */
const utmValue = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((value) => ![...value].some((c) => c.charCodeAt(0) < 32));

/**
 * What POST /api/leads accepts: the API's fixed payload (type, names, e-mail, phone, business name,
 * industry, coverage types, additional info), plus optional additions: the page it came from, the
 * campaign and the site that brought the visitor, line details, and the form's anti-spam signals.
 */
export const leadInputSchema = leadFormSchema.extend({
  type: z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]{1,39}$/, leadMessages.type),
  sourcePage: z
    .string()
    .trim()
    .regex(/^\/[\w\-/]{0,199}$/, 'Invalid page')
    .nullish()
    .transform((value) => value ?? null),
  /**
   * The campaign that brought the visitor (utm_source, utm_medium, utm_campaign), and the other
   * site they followed a link from, by its host name. What cannot be read is left out: a quote
   * request is never refused for them.
   */
  utm: z
    .object({ source: utmValue, medium: utmValue, campaign: utmValue })
    .partial()
    .nullish()
    .transform((value) => (value && Object.keys(value).length > 0 ? value : null))
    .catch(null),
  referrerHost: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]{1,253}$/)
    .nullish()
    .transform((value) => value ?? null)
    .catch(null),
  details: leadDetailsSchema.nullish().transform((value) => value ?? null),
  /** Honeypot: a field people never see. Anything in it suggests a script filled the form. */
  website: z.string().max(200).optional(),
  /** Milliseconds between the form appearing and its submission (optional). */
  fillMs: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600 * 1000)
    .optional(),
});
export type LeadInput = z.input<typeof leadInputSchema>;
export type Lead = z.output<typeof leadInputSchema>;

export const leadCreatedSchema = z.object({
  id: z.number().int(),
  /** Lets this visitor add details to this lead for the next 24 hours. */
  detailsToken: z.string(),
});

export const leadDetailsUpdateSchema = z.object({
  token: z.string().min(20).max(100),
  details: leadDetailsSchema,
});

// --- the quote request's endpoints ------------------------------------------------------------

/**
 * `Idempotency-Key`: the form's name for one submission, the same on every retry of it (a
 * random UUID in the page's script). Optional: other software may send none.
 */
const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(
      /^[A-Za-z0-9_:-]{8,100}$/,
      'Idempotency-Key must be 8 to 100 letters, digits, dashes, colons or underscores',
    )
    .optional(),
});

/** What a quote form (or another system) calls: the request, then its optional details. */
export const leadEndpoints = {
  create: endpoint('POST', '/api/leads', {
    body: leadInputSchema,
    headers: idempotencyHeadersSchema,
    response: { 201: leadCreatedSchema },
  }),
  /** Line-specific facts added to a lead just sent, with its `detailsToken`. */
  addDetails: endpoint('PUT', '/api/leads/:id/details', {
    params: recordIdParams(leadMessages.detailsClosed),
    body: leadDetailsUpdateSchema,
  }),
};
