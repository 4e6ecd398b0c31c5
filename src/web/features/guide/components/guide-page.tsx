import { Mail, MapPin, Phone } from 'lucide-react';
import { guideTabs, guideWorkingWith } from '#content/guide';
import { agency } from '~/lib/agency';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { phoneHref } from '#shared/phone';
import { fill } from '~/lib/fill';
import { GuideTabs } from './guide-tabs';

export function guideMeta() {
  return pageMeta(
    pageTitle('Insurance Guide and FAQs'),
    `Answers to common Kansas insurance questions on auto, home, claims and costs, from the licensed agents at ${agency.name}.`,
    // Every tab is one page for search engines: /tabs?tab=… is the same document.
    '/tabs',
  );
}

/** schema.org FAQPage with every question of every tab, for search engines. */
export function faqJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: guideTabs.flatMap((tab) =>
      tab.questions.map((item) => ({
        '@type': 'Question',
        name: fill(item.question),
        acceptedAnswer: { '@type': 'Answer', text: fill(item.answer) },
      })),
    ),
  };
  // `<` escaped so no answer text can close the script element.
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

export function GuidePage() {
  const { address } = agency;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd() }} />
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            Insurance Guide &amp; FAQs
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-100">
            Plain answers to the questions {agency.licenseState} drivers, homeowners and business
            owners ask us most.
          </p>
        </div>
      </section>

      <section aria-label="Questions and answers" className="mx-auto max-w-7xl px-4 py-12">
        <GuideTabs />
      </section>

      <section aria-labelledby="working-with" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="working-with" className="text-3xl font-bold text-brand-900">
            {fill(guideWorkingWith.heading)}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {guideWorkingWith.items.map((item) => (
              <li key={item.title} className="rounded-lg bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 text-slate-700">{fill(item.description)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="guide-contact" className="mx-auto max-w-7xl px-4 py-16">
        <div className="rounded-2xl bg-brand-900 p-10 text-white">
          <h2 id="guide-contact" className="text-3xl font-bold">
            Still have questions?
          </h2>
          <p className="mt-3 max-w-2xl text-slate-100">
            A licensed agent will answer them, with no pressure to buy.
          </p>
          <ul className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:gap-8">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-5 text-sun-300" />
              <a href={phoneHref(agency.phone)} className="font-semibold underline">
                {agency.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 text-sun-300" />
              <a href={`mailto:${agency.email}`} className="font-semibold underline">
                {agency.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-sun-300" />
              <span>
                Office in {address.city}, {address.state}
              </span>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
