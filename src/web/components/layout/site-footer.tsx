import { href, Link } from 'react-router';
import { agency } from '~/lib/agency';
import { licenceLine } from '#shared/agency-text';
import { phoneHref } from '#shared/phone';
import {
  footerCommercialLinks,
  footerLegalLinks,
  footerPersonalLinks,
  footerSupportLinks,
} from '#shared/navigation';
import { hasSignedInHint } from '~/behaviours/signed-in-links';
import { useHydrated } from '~/lib/use-hydrated';
import { LinkList, type ListedLink } from './link-list';

/** "Make a Payment" for visitors: the contact page says how to pay. */
const contactPaymentHref = `${href('/contact')}#payment`;
/** "Make a Payment" for a signed-in client: the portal's How to pay, each policy's carrier. */
const portalPaymentHref = `${href('/client-portal')}?tab=policies#how-to-pay`;

/**
 * The Support column. The prerendered HTML and the first render carry the visitors' address (and
 * the other for the page's behaviour); once in the browser, the app's footer reads the hint
 * cookie itself, since its links navigate by their own address, not by what a script wrote.
 */
function useSupportLinks(): ListedLink[] {
  const hydrated = useHydrated();
  const signedIn = hydrated && hasSignedInHint(document);
  return footerSupportLinks.map((link) =>
    link.href === contactPaymentHref
      ? {
          ...link,
          href: signedIn ? portalPaymentHref : link.href,
          signedInHref: portalPaymentHref,
        }
      : link,
  );
}

function LinkColumn({ title, items }: { title: string; items: ListedLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-sun-300 uppercase">{title}</h2>
      <LinkList
        links={items}
        className="mt-3 space-y-2"
        linkClassName="text-sm text-slate-200 hover:text-white hover:underline"
      />
    </div>
  );
}

export function SiteFooter() {
  const { address } = agency;
  const supportLinks = useSupportLinks();
  return (
    <footer className="surface-dark bg-brand-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{agency.name}</p>
          <p className="mt-2 text-sm">
            {agency.legalName} doing business as {agency.name}.
          </p>
          <p className="mt-2 text-sm">{licenceLine(agency)}</p>
          <address className="mt-4 text-sm not-italic">
            {address.street}
            <br />
            {address.city}, {address.state} {address.zip}
            {/* Block links at least 24 px tall: touch targets of WCAG 2.5.8 (Lighthouse). */}
            <a
              href={phoneHref(agency.phone)}
              className="mt-1 flex min-h-6 w-fit items-center hover:underline"
            >
              {agency.phone}
            </a>
            <a
              href={`mailto:${agency.email}`}
              className="flex min-h-6 w-fit items-center hover:underline"
            >
              {agency.email}
            </a>
          </address>
        </div>
        <LinkColumn title="Personal" items={footerPersonalLinks} />
        <LinkColumn title="Commercial" items={footerCommercialLinks} />
        <LinkColumn title="Support" items={supportLinks} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs lg:flex-row lg:items-center lg:justify-between">
          <p>
            © {agency.copyrightYear} {agency.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {footerLegalLinks.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
