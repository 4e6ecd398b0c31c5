import { CircleCheck, Phone } from 'lucide-react';
import * as React from 'react';
import { agency } from '~/lib/agency';
import { phoneHref } from '#shared/phone';
import { detailsKindFor } from '../lib/details-kind';
import { loadDetailsStep } from '../lib/later';
import type { SubmittedLead } from './lead-form';

// Its forms and their checks follow the thank-you (asked for while the request was on its way).
const LeadDetailsStep = React.lazy(() =>
  loadDetailsStep().then((module) => ({ default: module.LeadDetailsStep })),
);

/** Replaces the form once the request is in; focus moves to its heading. */
export function ThankYouPanel({ type, submitted }: { type: string; submitted: SubmittedLead }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  const kind = detailsKindFor(type, submitted.coverageTypes);

  return (
    <div className="space-y-6">
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
        <h2
          ref={heading}
          tabIndex={-1}
          className="mt-3 text-2xl font-bold text-brand-900 focus:outline-none"
        >
          Thank you, {submitted.firstName}! Your quote request is in.
        </h2>
        <p className="mt-3 text-slate-700">
          A licensed agent will contact you within 24 hours with your personalized quote.
        </p>
        <p className="mt-3 flex items-center justify-center gap-2 font-medium text-ink">
          <Phone aria-hidden="true" className="size-4 text-brand-700" />
          <span>
            Need help now? Call{' '}
            <a href={phoneHref(agency.phone)} className="font-semibold text-brand-800 underline">
              {agency.phone}
            </a>
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
