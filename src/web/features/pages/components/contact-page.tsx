import { href } from 'react-router';
import { CreditCard, FileCheck2, Mail, MapPin, Phone, Siren, UserRound } from 'lucide-react';
import { contactPage } from '#content/pages/contact';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { helpWindowIds } from '~/lib/help-windows';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { phoneHref } from '#shared/phone';
import { fill } from '~/lib/fill';
import { OfficeHours } from './office-hours';
import { CheckList } from './check-list';
import { ContentPageHero } from './content-page-hero';
import { AgentCards, ProfilePhoto } from '~/components/people/agent-cards';

export function contactMeta() {
  return pageMeta(pageTitle(contactPage.topic), fill(contactPage.description), href('/contact'));
}

/** The sections the footer's support links land on (src/shared/navigation.ts). */
const footerTargets = [
  { id: 'payment', icon: CreditCard, ...contactPage.payment },
  { id: 'agent', icon: UserRound, ...contactPage.agent },
  { id: 'certificate', icon: FileCheck2, ...contactPage.certificate },
];

export function ContactPage() {
  const tel = phoneHref(agency.phone);
  const { address } = agency;
  return (
    <>
      <ContentPageHero hero={contactPage.hero} illustration="people" />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 lg:grid-cols-2">
        <section aria-labelledby="reach-us" className="rounded-2xl bg-brand-50 p-8">
          <h2 id="reach-us" className="text-2xl font-bold text-brand-900">
            Call or E-mail Us
          </h2>
          <ul className="mt-6 space-y-4">
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 text-brand-700" />
              <a href={tel} className="text-lg font-semibold text-brand-800 underline">
                {agency.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              <a href={`mailto:${agency.email}`} className="font-semibold text-brand-800 underline">
                {agency.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
              <address className="not-italic text-slate-800">
                {address.street}
                <br />
                {address.city}, {address.state} {address.zip}
              </address>
            </li>
          </ul>
          <p id="callback" className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              data-launcher-open={helpWindowIds.callback}
              aria-haspopup="dialog"
              className={buttonVariants({ variant: 'outline' })}
            >
              Request a callback
            </button>
            {/* The booking page runs in the browser: a page load, not a link inside this page. */}
            <a href={href('/book-appointment')} className={buttonVariants({ variant: 'outline' })}>
              Book a call or visit
            </a>
          </p>
          {agency.photos.office && (
            <ProfilePhoto
              photo={agency.photos.office}
              className="mt-6 aspect-video w-full rounded-lg"
            />
          )}
        </section>
        <div className="rounded-2xl border border-slate-200 p-8">
          <OfficeHours headingId="office-hours" />
        </div>
      </div>

      {agency.agents.length > 0 && (
        <section aria-labelledby="agents" className="mx-auto max-w-7xl px-4 pb-16">
          <h2 id="agents" className="text-3xl font-bold text-brand-900">
            Reach Your Agent Directly
          </h2>
          <AgentCards className="mt-8" />
        </section>
      )}

      <section aria-labelledby="support" className="mx-auto max-w-7xl px-4 pb-16">
        <h2 id="support" className="text-3xl font-bold text-brand-900">
          How We Can Help
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <CheckList
            id="personal-support"
            heading={contactPage.personalSupport.heading}
            items={contactPage.personalSupport.items}
          />
          <CheckList
            id="commercial-support"
            heading={contactPage.commercialSupport.heading}
            items={contactPage.commercialSupport.items}
          />
        </div>
      </section>

      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 lg:grid-cols-3">
          {footerTargets.map(({ id, icon: SectionIcon, heading, text }) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-heading`}
              className="scroll-mt-24 rounded-lg bg-white p-6 shadow-sm"
            >
              <SectionIcon aria-hidden="true" className="size-8 text-brand-700" />
              <h2 id={`${id}-heading`} className="mt-4 text-xl font-semibold text-ink">
                {heading}
              </h2>
              <p className="mt-2 text-slate-700">{fill(text)}</p>
              <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
                <a href={tel} className="text-brand-800 underline">
                  Call {agency.phone}
                </a>
                <a href={`mailto:${agency.email}`} className="text-brand-800 underline">
                  E-mail us
                </a>
              </p>
            </section>
          ))}
        </div>
      </div>

      <section aria-labelledby="emergency" className="mx-auto max-w-7xl px-4 py-16">
        <div className="surface-dark flex flex-col gap-6 rounded-2xl bg-brand-900 p-8 text-white md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="emergency" className="flex items-center gap-3 text-2xl font-bold">
              <Siren aria-hidden="true" className="size-7 text-sun-300" />
              {contactPage.emergency.heading}
            </h2>
            <p className="mt-3 max-w-2xl text-slate-100">{fill(contactPage.emergency.text)}</p>
          </div>
          <a href={tel} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            <Phone aria-hidden="true" className="size-5" />
            Call {agency.phone}
          </a>
        </div>
      </section>
    </>
  );
}
