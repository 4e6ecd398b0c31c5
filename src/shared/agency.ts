import { z } from 'zod';

/** The agency profile: every page, e-mail and the assistant read the agency's facts from here. */
export const agencyProfileSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'phone must look like (913) 555-0142'),
  email: z.email(),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}$/),
  }),
  licenseState: z.string().min(1),
  licenseNumber: z.string().min(1),
  social: z.object({ label: z.string().min(1), url: z.url() }),
  foundedYear: z.number().int().min(1800),
  copyrightYear: z.number().int().min(1800),
  promoInsurer: z.string().min(1),
  officeHours: z.array(z.object({ days: z.string().min(1), hours: z.string().min(1) })).min(1),
  claimsHotline: z.string().min(1),
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
