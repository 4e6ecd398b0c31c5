import { href } from 'react-router';
import { agency } from './agency';

// Replaced at build time by vite.config.ts (`define`); absent under vitest, hence the fallback.
declare const __PUBLIC_URL__: string | undefined;

/** The site's public origin, baked into canonical and Open Graph URLs when the pages are built. */
export const publicUrl: string = (
  typeof __PUBLIC_URL__ === 'string' && __PUBLIC_URL__ ? __PUBLIC_URL__ : 'http://localhost:3000'
).replace(/\/+$/, '');

/** Absolute URL of a path of this site, as search engines should index it. */
export function canonicalUrl(path: string): string {
  return path === '/' ? `${publicUrl}/` : `${publicUrl}${path}`;
}

/** Browser title of an insurance topic: topic, Kansas, agency name. */
export function pageTitle(topic: string): string {
  return `${topic} in ${agency.licenseState} | ${agency.name}`;
}

/** Browser title of a page about the site itself (the site map): no "in Kansas" to it. */
export function siteTitle(name: string): string {
  return `${name} | ${agency.name}`;
}

/**
 * Title, description, Open Graph tags, and the canonical link and og:url of `path`; `null` for
 * pages that must not be indexed as themselves (not-found pages).
 */
export function pageMeta(title: string, description: string, path: string | null) {
  const tags: Record<string, string>[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: agency.name },
    { property: 'og:locale', content: 'en_US' },
  ];
  if (path !== null) {
    const url = canonicalUrl(path);
    tags.push(
      { tagName: 'link', rel: 'canonical', href: url },
      { property: 'og:url', content: url },
    );
  }
  return tags;
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Monday - Friday" → the days from Monday through Friday; "Saturday" → ["Saturday"]. */
function daysOf(range: string): string[] {
  const [from, to = from] = range.split(/\s*[-–]\s*/).map((d) => d.trim());
  const start = weekdays.indexOf(from ?? '');
  const end = weekdays.indexOf(to ?? '');
  return start < 0 || end < start ? [] : weekdays.slice(start, end + 1);
}

/** "8:00 AM" → "08:00"; undefined when the text is not a time. */
function time24(text: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** schema.org InsuranceAgency for every page, built from the agency profile. */
export function agencyJsonLd() {
  const openingHoursSpecification = agency.officeHours.flatMap(({ days, hours }) => {
    const [opens, closes] = hours.split(/\s+[-–]\s+/).map(time24);
    const dayOfWeek = daysOf(days);
    return opens && closes && dayOfWeek.length > 0
      ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }]
      : [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: agency.name,
    legalName: agency.legalName,
    url: canonicalUrl(href('/')),
    telephone: agency.phone,
    email: agency.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.address.street,
      addressLocality: agency.address.city,
      addressRegion: agency.address.state,
      postalCode: agency.address.zip,
      addressCountry: 'US',
    },
    openingHoursSpecification,
    areaServed: { '@type': 'State', name: agency.licenseState },
    sameAs: [agency.social.url],
  };
}

/** JSON for an inline <script>: `<` escaped so no text can close the script element early. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
