import { Award, Headset, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { carriers, line, type Carrier } from '#content/carriers';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { cn } from '~/lib/cn';
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
    text: 'We favor carriers with strong financial strength ratings, so they can pay claims after a bad storm season as well as a quiet one.',
  },
  {
    icon: Headset,
    title: 'Customer Service',
    text: 'We watch how carriers treat our clients at claim time and when a policy changes, and we recommend the ones that answer.',
  },
  {
    icon: MapPin,
    title: 'Kansas Focus',
    text: `Every carrier we list writes business in ${agency.licenseState} and understands local risks such as hail, tornadoes and rural property.`,
  },
];

export function CarriersPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Our Insurance Carriers
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-100">
            As an independent agency, {agency.name} compares coverage from national, regional and
            specialty insurers, so you choose from several options instead of one.
          </p>
        </div>
      </section>

      <section aria-labelledby="carrier-partners" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="carrier-partners" className="text-3xl font-bold text-brand-900">
          Carrier Partners
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          A selection of the {carriers.length} carriers and programs we place business with, and the
          lines each one writes. Availability depends on the property, the driver or the business,
          and on each carrier’s underwriting.
        </p>
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
      </section>

      <section aria-labelledby="why-carriers" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="why-carriers" className="text-3xl font-bold text-brand-900">
            Why We Chose These Carriers
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {reasons.map(({ icon: ReasonIcon, title, text }) => (
              <li key={title} className="rounded-lg bg-white p-6 shadow-sm">
                <ReasonIcon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="carriers-cta" className="mx-auto max-w-7xl px-4 py-16">
        <div className="rounded-2xl bg-brand-900 p-10 text-center text-white">
          <h2 id="carriers-cta" className="text-3xl font-bold">
            Let Us Compare Them for You
          </h2>
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
        </div>
      </section>
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
