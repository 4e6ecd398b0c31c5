import { z } from 'zod';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A quote request as the form sends it (SPEC section 5, messages verbatim). */
export const leadInputSchema = z.object({
  type: z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]{1,39}$/, 'Please choose a quote type'),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().min(10, 'Please enter a valid phone number').max(30),
  businessName: optionalText(200),
  industry: optionalText(100),
  coverageTypes: z
    .array(z.string().trim().min(1).max(60))
    .min(1, 'Please select at least one coverage type')
    .max(30),
  additionalInfo: optionalText(5000),
});

export type LeadInput = z.input<typeof leadInputSchema>;
export type Lead = z.output<typeof leadInputSchema>;
