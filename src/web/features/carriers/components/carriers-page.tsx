import { Award, Headset, MapPin } from 'lucide-react';
import { href, Link } from 'react-router';
import { carrierCategories, carriers, line, type Carrier } from '#content/carriers';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { cn } from '~/lib/cn';
import { PageHero } from '~/components/layout/page-hero';
import { Callout, FeatureCards, PageSection, SectionIntro } from '~/components/layout/page-section';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { CarrierLogo } from './carrier-logo';
import { AgencyPhoneLink } from '~/components/agency-phone-link';

export function carriersMeta() {
  return pageMeta(
    pageTitle('Our Insurance Carriers'),
    `${agency.name} works with ${carriers.length} listed carriers, and 50+ in all through wholesale partners, for Kansas homes, vehicles and businesses.`,
    href('/insurance-carriers'),
  );
}

const reasons = [
  {
    icon: Award,
    title: 'Financial Strength',
    description:
      'We favor carriers with strong financial strength ratings, so they can pay claims after a bad storm season as well as a quiet one.',
  },
  {
    icon: Headset,
    title: 'Customer Service',
    description:
      'We watch how carriers treat our clients at claim time and when a policy changes, and we recommend the ones that answer.',
  },
  {
    icon: MapPin,
    title: 'Kansas Focus',
    description: `Every carrier we list writes business in ${agency.licenseState} and understands local risks such as hail, tornadoes and rural property.`,
  },
];

export function CarriersPage() {
  return (
    <>
      <PageHero
        heading="Our Insurance Carriers"
        text={`As an independent agency, ${agency.name} compares coverage from national, regional and specialty insurers, so you choose from several options instead of one.`}
        illustration="carriers"
      />

      <PageSection id="carrier-partners" heading="Carrier Partners">
        <SectionIntro>
          We place business directly with the {carriers.length} carriers and programs listed here,
          and reach more through wholesale partners: 50+ A-rated carriers in all. Availability
          depends on the property, the driver or the business, and on each carrier’s underwriting.
        </SectionIntro>
        <CarrierFilters listId={LIST_ID} />
        <ul
          id={LIST_ID}
          aria-labelledby="carrier-partners"
          className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
        >
          {carriers.map((carrier) => (
            <li
              key={carrier.id}
              id={carrier.id}
              data-filter-text={carrier.name}
              data-filter-tags={carrier.categories.join('|')}
            >
              <CarrierCard carrier={carrier} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="why-carriers" heading="Why We Chose These Carriers" tone="brand">
        <FeatureCards items={reasons} columns="md:grid-cols-3" onTint />
      </PageSection>

      <Callout
        id="carriers-cta"
        heading="Let Us Compare Them for You"
        tone="dark"
        className="text-center"
      >
        <p className="mx-auto mt-3 max-w-2xl text-slate-100">
          Tell us what you need to protect and we will shop these carriers on your behalf.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={href('/personal-insurance')}
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            Get a Personal Quote
          </Link>
          <Link
            to={href('/contact')}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            Contact an Agent
          </Link>
        </div>
      </Callout>
    </>
  );
}

const LIST_ID = 'carrier-list';

/** The lines some listed carrier writes, personal first, in the order of `carrierCategories`. */
function linesWritten(side: 'personal' | 'commercial') {
  const written = new Set(carriers.flatMap((carrier) => carrier.categories));
  return carrierCategories.filter((category) => written.has(category) && line(category) === side);
}

/**
 * Search and a line of coverage, to narrow 42 cards down on a phone; worked by the page's
 * behaviour (src/web/behaviours/list-filter.ts), hidden without scripts (every card shows).
 */
function CarrierFilters({ listId }: { listId: string }) {
  return (
    <form
      data-filter={listId}
      role="search"
      aria-label="Carriers"
      className="mt-8 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
    >
      <div>
        <label htmlFor="carrier-search" className="text-sm font-semibold text-ink">
          Find a carrier by name
        </label>
        <Input
          id="carrier-search"
          type="search"
          data-filter-search=""
          autoComplete="off"
          enterKeyHint="search"
          className="mt-1"
        />
      </div>
      <div>
        <label htmlFor="carrier-line" className="text-sm font-semibold text-ink">
          Line of coverage
        </label>
        <NativeSelect id="carrier-line" data-filter-tag="" defaultValue="" className="mt-1">
          <option value="">All lines</option>
          <optgroup label="Personal">
            {linesWritten('personal').map((category) => (
              <option key={category}>{category}</option>
            ))}
          </optgroup>
          <optgroup label="Business">
            {linesWritten('commercial').map((category) => (
              <option key={category}>{category}</option>
            ))}
          </optgroup>
        </NativeSelect>
      </div>
      <p data-filter-count="" aria-live="polite" className="text-sm text-slate-700 sm:col-span-2">
        Showing all {carriers.length}
      </p>
      <p data-filter-none="" hidden className="text-slate-800 sm:col-span-2">
        No carrier on this list matches. We reach more through wholesale partners: call{' '}
        <AgencyPhoneLink /> and we will find one.
      </p>
    </form>
  );
}

function CarrierCard({ carrier }: { carrier: Carrier }) {
  const headingId = `${carrier.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-lg border border-slate-200 p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-4">
        <CarrierLogo carrier={carrier} size={48} />
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {carrier.name}
        </h3>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700 sm:mt-4 sm:text-base">
        {carrier.description}
      </p>
      <ul aria-label={`Lines ${carrier.name} writes`} className="mt-3 flex flex-wrap gap-2 sm:mt-4">
        {carrier.categories.map((category) => (
          <li
            key={category}
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              line(category) === 'personal'
                ? 'bg-brand-50 text-brand-800'
                : 'bg-slate-100 text-slate-800',
            )}
          >
            {category}
          </li>
        ))}
      </ul>
    </article>
  );
}
