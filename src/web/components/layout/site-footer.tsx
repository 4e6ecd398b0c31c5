import { Link } from 'react-router';
import { agency } from '~/lib/agency';
import { licenceLine } from '#shared/agency-text';
import { phoneHref } from '#shared/phone';
import {
  footerCommercialLinks,
  footerLegalLinks,
  footerPersonalLinks,
  footerSupportLinks,
  type MenuItem,
} from '#shared/navigation';
import { LinkList } from './link-list';

function LinkColumn({ title, items }: { title: string; items: MenuItem[] }) {
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
        <LinkColumn title="Support" items={footerSupportLinks} />
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
