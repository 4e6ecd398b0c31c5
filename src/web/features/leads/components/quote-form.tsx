import * as React from 'react';
import { prepareCn } from '~/lib/cn';
import { QUOTE_FORM_ID } from '~/lib/quote-target';
import type { CoverageOption, CoverageOptionId } from '#shared/coverage-options';
import { LeadForm, type SubmittedLead } from './lead-form';
import { ThankYouPanel } from './thank-you-panel';

export interface QuoteFormProps {
  /** The lead's type: personal or commercial, or a product line's own id (flood, rv, ...). */
  type: 'personal' | 'commercial' | CoverageOptionId;
  coverageOptions: readonly CoverageOption[];
  /** Shown in the heading: "Personal Insurance", "Auto". */
  insuranceType: string;
  /** Anchor for "start my quote" links. */
  id?: string;
  /** The coverage ticked from the start: a product page's own ("Auto" on /auto-insurance). */
  preselected?: CoverageOptionId | null;
  /** The industries the form offers as choices (the commercial quote tool's cards). */
  industries?: readonly string[];
}

/**
 * What the island does before its first render, in a task of its own (src/web/islands/registry.ts):
 * tailwind-merge's one-time set-up, which the form's many classes would otherwise add to it.
 */
export const prepareQuoteForm = prepareCn;

/** The quote block: editing, submitting, then the thank-you panel. */
export function QuoteForm({
  type,
  coverageOptions,
  insuranceType,
  id = QUOTE_FORM_ID,
  preselected = null,
  industries,
}: QuoteFormProps) {
  const [submitted, setSubmitted] = React.useState<SubmittedLead | null>(null);
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={submitted ? undefined : headingId}
      aria-label={submitted ? 'Quote request sent' : undefined}
      className="scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-8"
    >
      {submitted ? (
        <ThankYouPanel type={type} submitted={submitted} />
      ) : (
        <>
          <h2 id={headingId} className="text-2xl font-bold text-brand-900">
            Get Your Free {insuranceType} Quote
          </h2>
          <p className="mt-2 mb-6 text-slate-700">
            About 2 minutes. A licensed agent compares 50+ A-rated carriers and replies within 24
            hours.
          </p>
          <LeadForm
            type={type}
            coverageOptions={coverageOptions}
            preselected={preselected}
            industries={industries}
            onSubmitted={setSubmitted}
          />
        </>
      )}
    </section>
  );
}
