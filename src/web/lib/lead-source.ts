/**
 * Where a visitor came from, for the agency's count of leads by source: the campaign's UTM
 * parameters and the other site they followed a link from, as the first page of their visit saw
 * them. Kept in this tab's session storage only, never in a cookie, and sent only with a quote
 * request the visitor sends.
 */
const KEY = 'lead-source';
const UTM = ['source', 'medium', 'campaign'] as const;

export interface LeadSource {
  utm?: Partial<Record<(typeof UTM)[number], string>>;
  referrerHost?: string;
}

/** What the address and the referrer say of the visit now. */
function sourceOf(location: Location, referrer: string): LeadSource {
  const params = new URLSearchParams(location.search);
  const utm: LeadSource['utm'] = {};
  for (const name of UTM) {
    const value = params.get(`utm_${name}`)?.trim().slice(0, 100);
    if (value) utm[name] = value;
  }
  let referrerHost: string | undefined;
  try {
    const host = referrer ? new URL(referrer).hostname : '';
    if (host && host !== location.hostname) referrerHost = host.replace(/^www\./, '');
  } catch {
    referrerHost = undefined;
  }
  return {
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
    ...(referrerHost ? { referrerHost } : {}),
  };
}

/**
 * Remembers the first page's source for the visit (a behaviour of every page): a later page of
 * the same visit, reached by this site's own links, does not replace it.
 */
export function rememberFirstVisit(doc: Document): void {
  try {
    const storage = doc.defaultView?.sessionStorage;
    if (!storage || storage.getItem(KEY) !== null) return;
    storage.setItem(KEY, JSON.stringify(sourceOf(doc.location, doc.referrer)));
  } catch {
    // Storage refused (a private window's quota): the lead goes without its source.
  }
}

/** The visit's source for a quote request: the first page's, else this page's. */
export function leadSource(): LeadSource {
  try {
    const stored = sessionStorage.getItem(KEY);
    const first = stored ? (JSON.parse(stored) as LeadSource) : {};
    const now = sourceOf(location, document.referrer);
    return { utm: first.utm ?? now.utm, referrerHost: first.referrerHost ?? now.referrerHost };
  } catch {
    return {};
  }
}
