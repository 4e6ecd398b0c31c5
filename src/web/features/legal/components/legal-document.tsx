import { Illustration } from '~/components/illustration';
import { href, Link } from 'react-router';
import { agency } from '~/lib/agency';
import type { LegalPage } from '../lib/legal-page';
import { AgencyPhoneLink } from '~/components/agency-phone-link';

// Tailwind has no typography plugin here; the body's elements are styled from the container.
const prose = [
  'leading-relaxed text-slate-800',
  '[&_p]:mt-4',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline',
  '[&_strong]:font-semibold [&_strong]:text-ink',
].join(' ');

/** The one template of every legal page: title, last-updated line, body, contact block. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const { address } = agency;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="flex items-center justify-between gap-6 border-b border-slate-200 pb-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {page.title}
          </h1>
          <p className="mt-3 text-sm text-slate-700">Last updated: {page.lastUpdated}</p>
        </div>
        {/* Decoration from a tablet up: the title says what the page is. */}
        <Illustration name="document" alt="" className="hidden w-40 shrink-0 rounded-xl sm:block" />
      </header>
      {/* Rendered from Markdown at build time; raw HTML escaped and links limited (markdown.server.ts). */}
      <div className={`mt-6 ${prose}`} dangerouslySetInnerHTML={{ __html: page.content }} />
      <aside aria-labelledby="legal-contact" className="mt-12 rounded-lg bg-slate-50 p-6">
        <h2 id="legal-contact" className="text-lg font-semibold text-ink">
          Questions about this page?
        </h2>
        <address className="mt-2 text-slate-700 not-italic">
          {agency.legalName}, doing business as {agency.name}
          <br />
          {address.street}, {address.city}, {address.state} {address.zip}
          <br />
          Phone: <AgencyPhoneLink /> · E-mail:{' '}
          <a href={`mailto:${agency.email}`} className="font-semibold text-brand-800 underline">
            {agency.email}
          </a>
        </address>
        <p className="mt-3 text-slate-700">
          Or{' '}
          <Link to={href('/contact')} className="font-semibold text-brand-800 underline">
            contact us online
          </Link>
          .
        </p>
      </aside>
    </article>
  );
}
