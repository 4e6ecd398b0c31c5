import { Award, Headset, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { carriers, line, type Carrier } from '#content/carriers';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { cn } from '~/lib/cn';
import { PageHero } from '~/components/layout/page-hero';
import { Callout, FeatureCards, PageSection, SectionIntro } from '~/components/layout/page-section';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { CarrierLogo } from './carrier-logo';

export function carriersMeta() {
  return pageMeta(
    pageTitle('Our Insurance Carriers'),
    `The insurance companies ${agency.name} works with: ${carriers.length} national, regional and specialty carriers for Kansas homes, vehicles and businesses.`,
    '/insurance-carriers',
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
      />

      <PageSection id="carrier-partners" heading="Carrier Partners">
        <SectionIntro>
          A selection of the {carriers.length} carriers and programs we place business with, and the
          lines each one writes. Availability depends on the property, the driver or the business,
          and on each carrier’s underwriting.
        </SectionIntro>
        <ul
          aria-labelledby="carrier-partners"
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {carriers.map((carrier) => (
            <li key={carrier.id} id={carrier.id}>
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
            to="/personal-insurance"
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            Get a Personal Quote
          </Link>
          <Link to="/contact" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Contact an Agent
          </Link>
        </div>
      </Callout>
    </>
  );
}

function CarrierCard({ carrier }: { carrier: Carrier }) {
  const headingId = `${carrier.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-lg border border-slate-200 p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <CarrierLogo carrier={carrier} size={56} />
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {carrier.name}
        </h3>
      </div>
      <p className="mt-4 flex-1 text-slate-700">{carrier.description}</p>
      <ul aria-label={`Lines ${carrier.name} writes`} className="mt-4 flex flex-wrap gap-2">
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
