// content/assistant/asks/<page>.json: for each section of a page, questions visitors ask that it
// answers, in their own words ("how long before my dog's illness is covered" for a section that
// says "a 14-day waiting period applies to illnesses"). The assistant's search reads them with
// the section, so a question finds the section whatever words the site happens to use.
import { z } from 'zod';

export const sectionAsksSchema = z.array(
  z.object({
    /** The section's page, as the assistant links it ("/pet-insurance", "/tabs?tab=auto"). */
    href: z.string().startsWith('/'),
    /** The section's heading as the page shows it; `{agency}` and the other placeholders apply. */
    heading: z.string().min(1),
    asks: z.array(z.string().trim().min(3).max(300)).min(1),
  }),
);
export type SectionAsks = z.output<typeof sectionAsksSchema>;

/** A file's sections and their questions, checked (the error names the file). */
export function readSectionAsksFile(file: string, source: string): SectionAsks {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  const parsed = sectionAsksSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
