import { href } from 'react-router';
import { footerLegalLinks, type MenuItem } from '#shared/navigation';
import { agency } from '~/lib/agency';
import { pageMeta, siteTitle } from '~/lib/page-meta';
import { PageHero } from '~/components/layout/page-hero';
import { PageSection } from '~/components/layout/page-section';
import type { ProductLinks } from '../lib/product-links';
import { LinkList } from '~/components/layout/link-list';

export function siteMapMeta() {
  return pageMeta(
    siteTitle('Site Map'),
    `Every page of ${agency.name}: insurance quotes, personal and commercial coverage, claims, the insurance guide, our carriers and legal information.`,
    href('/site-map'),
  );
}

const generalLinks: MenuItem[] = [
  { href: href('/'), label: 'Home' },
  { href: href('/about'), label: 'About Us' },
  { href: href('/contact'), label: 'Contact' },
  { href: href('/claims'), label: 'Claims Support' },
  { href: href('/blog'), label: 'Insurance Edge Blog' },
  { href: href('/tabs'), label: 'Insurance Guide & FAQs' },
  { href: href('/insurance-carriers'), label: 'Our Carriers' },
  { href: href('/personal-insurance'), label: 'Personal Insurance Quote Tool' },
  { href: href('/commercial-insurance'), label: 'Commercial Insurance Quote Tool' },
];

const quickActions: MenuItem[] = [
  { href: href('/personal-insurance'), label: 'Start a Personal Quote' },
  { href: href('/commercial-insurance'), label: 'Start a Business Quote' },
  { href: href('/claims'), label: 'File a Claim' },
  { href: href('/contact'), label: 'Contact an Agent' },
];

/** The site map lists itself nowhere: it is the page the reader is on. */
const legalLinks = footerLegalLinks.filter((link) => link.href !== href('/site-map'));

export function SiteMapPage({ products }: { products: ProductLinks }) {
  return (
    <>
      <PageHero
        heading="Site Map"
        text={`Every page of ${agency.name} in one place.`}
        spacing="py-16"
        illustration="document"
      />

      <PageSection id="quick-actions" heading="Quick Actions" spacing="pt-12" small>
        <LinkList
          links={quickActions}
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          linkClassName="flex items-center justify-between rounded-lg bg-brand-700 px-5 py-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          arrow="size-5"
        />
      </PageSection>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <LinkGroup id="general-pages" heading="General" links={generalLinks} />
        <LinkGroup id="personal-pages" heading="Personal Insurance" links={products.personal} />
        <LinkGroup
          id="commercial-pages"
          heading="Commercial Insurance"
          links={products.commercial}
        />
        <LinkGroup id="legal-pages" heading="Legal" links={legalLinks} />
      </div>
    </>
  );
}

function LinkGroup({ id, heading, links }: { id: string; heading: string; links: MenuItem[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <LinkList
        links={links}
        className="mt-4 space-y-2"
        linkClassName="text-brand-800 underline hover:text-brand-900"
      />
    </section>
  );
}
