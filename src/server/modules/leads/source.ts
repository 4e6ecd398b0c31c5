import type { Lead } from '#shared/leads';
import { leadInputSchema } from '#shared/leads';

const utmSchema = leadInputSchema.shape.utm;

/**
 * A lead's campaign when its form sent none (a form posted before the page's script ran): the
 * UTM parameters of the page it was sent from, as the browser's Referer header gives that page
 * (same site: the full address). Anything malformed is left out, never refused.
 */
export function withRefererCampaign(
  lead: Lead,
  referer: string | undefined,
  hostname: string,
): Lead {
  if (lead.utm || !referer) return lead;
  let page: URL;
  try {
    page = new URL(referer);
  } catch {
    return lead;
  }
  if (page.hostname !== hostname) return lead;
  const found = Object.fromEntries(
    (['source', 'medium', 'campaign'] as const).flatMap((name) => {
      const value = page.searchParams.get(`utm_${name}`)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  if (Object.keys(found).length === 0) return lead;
  const utm = utmSchema.safeParse(found);
  return utm.success ? { ...lead, utm: utm.data } : lead;
}
