import '~/lib/zod-jitless';
import * as React from 'react';
import type { LeadDetails } from '#shared/leads';
import { useAddLeadDetails } from '../api/add-lead-details';
import type { LeadCreated } from '../api/create-lead';
import type { DetailsKind } from '../lib/details-kind';
import { AutoDetailsForm } from './auto-details-form';
import { CommercialDetailsForm } from './commercial-details-form';
import { PropertyDetailsForm } from './property-details-form';

const intros: Record<DetailsKind, string> = {
  auto: 'Your vehicles and drivers let your agent compare carriers before the first call.',
  home: 'A few facts about the home let your agent price it with carriers right away.',
  renters: 'Where you rent is all your agent needs to start comparing renters policies.',
  commercial: 'A few facts about the business let your agent go to the right carriers first.',
};

/** The optional second step of a quote request: line-specific facts, or Skip. */
export function LeadDetailsStep({
  lead,
  kind,
  zip,
}: {
  lead: LeadCreated;
  kind: DetailsKind;
  zip?: string | null;
}) {
  const [state, setState] = React.useState<'open' | 'saved' | 'skipped'>('open');
  const addDetails = useAddLeadDetails();
  const outcome = React.useRef<HTMLParagraphElement>(null);
  const headingId = React.useId();

  React.useEffect(() => {
    if (state !== 'open') outcome.current?.focus();
  }, [state]);

  if (state !== 'open') {
    return (
      <p
        ref={outcome}
        tabIndex={-1}
        role="status"
        className="rounded-lg bg-brand-50 p-4 text-sm text-ink focus:outline-none"
      >
        {state === 'saved'
          ? 'Thanks! These details are now part of your request, so your agent can start comparing carriers right away.'
          : 'No problem. Your agent will ask for anything else they need when they contact you.'}
      </p>
    );
  }

  const save = async (details: LeadDetails) => {
    await addDetails.mutateAsync({ id: lead.id, token: lead.detailsToken, details });
    setState('saved');
  };
  const skip = () => setState('skipped');

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-300 p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        Help your agent quote faster{' '}
        <span className="text-sm font-normal text-slate-700">(optional)</span>
      </h3>
      <p className="mt-1 mb-5 text-sm text-slate-700">{intros[kind]} Takes about a minute.</p>
      {kind === 'auto' && <AutoDetailsForm save={save} onSkip={skip} />}
      {(kind === 'home' || kind === 'renters') && (
        <PropertyDetailsForm kind={kind} zip={zip} save={save} onSkip={skip} />
      )}
      {kind === 'commercial' && <CommercialDetailsForm save={save} onSkip={skip} />}
    </section>
  );
}
