import { Phone } from 'lucide-react';
import { DoneHeading } from '~/components/ui/done-heading';
import * as React from 'react';
import { agency } from '~/lib/agency';
import { agentFor } from '#shared/agency-text';
import { detailsKindFor } from '../lib/details-kind';
import { loadDetailsStep } from '../lib/later';
import type { SubmittedLead } from './lead-form';
import { AgencyPhoneLink } from '~/components/agency-phone-link';

// Its forms and their checks follow the thank-you (asked for while the request was on its way).
const LeadDetailsStep = React.lazy(() =>
  loadDetailsStep().then((module) => ({ default: module.LeadDetailsStep })),
);

/**
 * Replaces the form once the request is in; focus moves to its heading. The panel is scrolled to
 * the top of the window, below the room the confirming toast takes there (`scroll-mt-36`), so the
 * toast never covers the details form that follows.
 */
export function ThankYouPanel({ type, submitted }: { type: string; submitted: SubmittedLead }) {
  const panel = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => panel.current?.scrollIntoView({ block: 'start' }), []);
  const kind = detailsKindFor(type, submitted.coverageTypes);
  // The agent the profile gives this line, when it names one.
  const agent = agentFor(agency, type === 'commercial' ? 'commercial' : 'personal');

  return (
    <div ref={panel} className="scroll-mt-36 space-y-6">
      <div className="text-center">
        <DoneHeading keepScroll className="text-brand-900">
          Thank you, {submitted.firstName}! Your quote request is in.
        </DoneHeading>
        <p className="mt-3 text-slate-700">
          {agent
            ? `${agent.name}, your ${agent.role.toLowerCase()}, will contact you within 24 hours with your personalized quote.`
            : 'A licensed agent will contact you within 24 hours with your personalized quote.'}
        </p>
        <p className="mt-3 flex items-center justify-center gap-2 font-medium text-ink">
          <Phone aria-hidden="true" className="size-4 text-brand-700" />
          <span>
            Need help now? Call <AgencyPhoneLink />
          </span>
        </p>
      </div>
      {kind && (
        <React.Suspense fallback={null}>
          <LeadDetailsStep lead={submitted.lead} kind={kind} zip={submitted.zip} />
        </React.Suspense>
      )}
    </div>
  );
}
