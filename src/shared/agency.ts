import { z } from 'zod';

const phoneNumber = z
  .string()
  .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'phone must look like (913) 555-0142');

/** A picture the agency supplies: a file under public/ (or an https address) and its words. */
const photoSchema = z.object({
  src: z
    .string()
    .regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'src must be a path under public/ or https'),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type AgencyPhoto = z.infer<typeof photoSchema>;

/** A person of the agency, shown on About and Contact, and on a thank-you for their line. */
const agentSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  /** Their own licence number, when they want it shown. */
  licenseNumber: z
    .string()
    .regex(/[1-9]/, 'an agent licenseNumber must be the real number')
    .optional(),
  /** Their direct line. */
  phone: phoneNumber.optional(),
  email: z.email().optional(),
  photo: photoSchema.optional(),
  /** The quote requests they answer: a thank-you names them to a visitor of that line. */
  lines: z.array(z.enum(['personal', 'commercial'])).default([]),
});
export type Agent = z.infer<typeof agentSchema>;

/**
 * A client's review the agency received (on Google, Facebook…), with the client's consent. Only
 * real reviews: invented testimonials are unlawful (FTC rule on consumer reviews, 16 CFR 465).
 */
const reviewSchema = z.object({
  quote: z.string().min(1),
  author: z.string().min(1),
  /** Where it was posted: "Google", "Facebook". */
  source: z.string().min(1),
  rating: z.number().int().min(1).max(5).optional(),
  /** When it was posted, as shown: "March 2025". */
  date: z.string().min(1).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The agency profile: every page, e-mail and the assistant read the agency's facts from here. */
export const agencyProfileSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  phone: phoneNumber,
  email: z.email(),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}$/),
  }),
  licenseState: z.string().min(1),
  /**
   * The agency's licence number with the state. Optional: until the agency sets its real number,
   * pages say "Licensed in Kansas" and show no number (a placeholder would read as a fake licence).
   */
  licenseNumber: z
    .string()
    .trim()
    .regex(/[1-9]/, 'licenseNumber must be the real number, not a placeholder of zeros')
    .optional(),
  social: z.object({ label: z.string().min(1), url: z.url() }),
  foundedYear: z.number().int().min(1800),
  copyrightYear: z.number().int().min(1800),
  promoInsurer: z.string().min(1),
  officeHours: z.array(z.object({ days: z.string().min(1), hours: z.string().min(1) })).min(1),
  claimsHotline: z.string().min(1),
  /**
   * How soon the office promises to work a client's request from the portal, in business days
   * (Monday to Friday, to 17:00 of the last one). A certificate is due when the client needs it.
   */
  serviceTimes: z
    .object({
      lienholderBusinessDays: z.number().int().min(1).max(10).default(2),
      changeBusinessDays: z.number().int().min(1).max(10).default(1),
    })
    .prefault({}),
  /**
   * Renewals (docs/adr/0016): the days before expiry a client is e-mailed a reminder, and the
   * premium increase, in percent, at which the board flags a renewal at risk.
   */
  renewals: z
    .object({
      reminderDays: z
        .array(z.number().int().min(1).max(120))
        .max(6)
        .default([60, 30, 7])
        .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
      riskIncreasePercent: z.number().min(0).max(100).default(10),
    })
    .prefault({}),
  /**
   * Appointments (docs/adr/0017): how soon a time may be booked, how far ahead the calendar
   * opens, and how long before the start the reminder goes.
   */
  appointments: z
    .object({
      minNoticeHours: z.number().int().min(0).max(72).default(2),
      daysAhead: z.number().int().min(1).max(90).default(21),
      reminderHours: z.number().int().min(1).max(72).default(24),
    })
    .prefault({}),
  /** The agency's people; none: the pages speak of "our agents" and show no one. */
  agents: z.array(agentSchema).default([]),
  /** Real reviews only; none: no reviews section is shown. */
  reviews: z.array(reviewSchema).default([]),
  /** The agency's own photographs, shown on Home and About when supplied. */
  photos: z.object({ team: photoSchema.optional(), office: photoSchema.optional() }).default({}),
});

export type AgencyProfile = z.infer<typeof agencyProfileSchema>;

/** Environment variables that override single facts of the profile (for another agency or a demo). */
export const agencyEnvOverrides = {
  AGENCY_NAME: 'name',
  AGENCY_LEGAL_NAME: 'legalName',
  AGENCY_PHONE: 'phone',
  AGENCY_EMAIL: 'email',
  AGENCY_LICENSE_NUMBER: 'licenseNumber',
} as const satisfies Record<string, keyof AgencyProfile>;

export type AgencyEnv = Partial<Record<keyof typeof agencyEnvOverrides, string>>;

export function pickAgencyEnv(env: Record<string, string | undefined>): AgencyEnv {
  const picked: AgencyEnv = {};
  for (const key of Object.keys(agencyEnvOverrides) as (keyof typeof agencyEnvOverrides)[]) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  return picked;
}

/** Applies env overrides to the profile and checks the result; a bad value names its variable. */
export function resolveAgencyProfile(base: unknown, env: AgencyEnv = {}): AgencyProfile {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [variable, field] of Object.entries(agencyEnvOverrides)) {
    const value = env[variable as keyof AgencyEnv];
    if (value !== undefined) merged[field] = value;
  }
  const result = agencyProfileSchema.safeParse(merged);
  if (result.success) return result.data;
  const fieldToVariable = Object.fromEntries(
    Object.entries(agencyEnvOverrides).map(([variable, field]) => [field, variable]),
  );
  const problems = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const source =
      env[fieldToVariable[field] as keyof AgencyEnv] !== undefined
        ? fieldToVariable[field]
        : `agency profile field ${issue.path.join('.')}`;
    return `${source}: ${issue.message}`;
  });
  throw new Error(`Invalid agency profile: ${problems.join('; ')}`);
}

export { phoneHref } from './phone';
