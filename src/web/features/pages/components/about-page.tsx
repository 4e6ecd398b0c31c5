import { href } from 'react-router';
import { aboutPage } from '#content/pages/about';
import { agency } from '~/lib/agency';
import { licenceNumberClause } from '#shared/agency-text';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { fill } from '~/lib/fill';
import { ContentPageHero } from './content-page-hero';
import { FeatureCards, PageSection } from '~/components/layout/page-section';
import { AgentCards, ProfilePhoto } from '~/components/people/agent-cards';
import { Reviews } from '~/components/people/reviews';

export function aboutMeta() {
  return pageMeta(pageTitle(aboutPage.topic), fill(aboutPage.description), href('/about'));
}

export function AboutPage() {
  const { story, mission, vision, reasons } = aboutPage;
  return (
    <>
      <ContentPageHero hero={aboutPage.hero} illustration="people" />

      <section aria-labelledby="story" className="mx-auto max-w-4xl px-4 py-16">
        <h2 id="story" className="text-3xl font-bold text-brand-900">
          {story.heading}
        </h2>
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {fill(paragraph)}
          </p>
        ))}
      </section>

      <section aria-label="Mission and vision" className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 md:grid-cols-2">
          {[mission, vision].map((block) => (
            <div key={block.heading} className="rounded-lg bg-white p-8 shadow-sm">
              <h2 className="text-2xl font-bold text-brand-900">{block.heading}</h2>
              <p className="mt-3 text-slate-700">{fill(block.text)}</p>
            </div>
          ))}
        </div>
      </section>

      <PageSection id="reasons" heading={fill(reasons.heading)}>
        <FeatureCards items={reasons.items} />
      </PageSection>

      {agency.agents.length > 0 && (
        <PageSection id="agents" heading="Meet Your Agents" tone="slate">
          {agency.photos.team && (
            <ProfilePhoto
              photo={agency.photos.team}
              className="mt-8 aspect-[3/1] w-full rounded-2xl"
            />
          )}
          <AgentCards className="mt-8" />
        </PageSection>
      )}

      <Reviews headingId="reviews" />

      <section aria-labelledby="licence" className="mx-auto max-w-7xl px-4 pb-16">
        <div className="rounded-2xl border border-brand-100 bg-brand-50 p-8">
          <h2 id="licence" className="text-2xl font-bold text-brand-900">
            Licensed in {agency.licenseState}
          </h2>
          <p className="mt-3 text-slate-700">
            {agency.legalName}, doing business as {agency.name}, is a licensed insurance agency in
            the State of {agency.licenseState}
            {licenceNumberClause(agency)}. We place personal and commercial insurance with partner
            carriers; we do not sell life, disability or health insurance. Founded in{' '}
            {agency.foundedYear} in {agency.address.city}, {agency.address.state}.
          </p>
        </div>
      </section>
    </>
  );
}
