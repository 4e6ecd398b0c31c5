import { Mail } from 'lucide-react';
import type * as React from 'react';
import { entityTypes, type LeadDetails } from '#shared/leads';
import { PhoneLink } from '~/components/ui/phone-link';
import { leadLostReasonLabels, type LeadDetail } from '#shared/staff/leads';
import { coverageLabel, formatDollars, lineLabel } from '../lib/format';
import { formatMoment } from '#shared/format';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="text-ink sm:col-span-2">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-700">Not given</span>;

/** Everything the visitor sent with the quote form. */
export function LeadSubmission({ lead }: { lead: LeadDetail }) {
  return (
    <section aria-labelledby="lead-request" className="rounded-lg border border-slate-200 p-5">
      <h2 id="lead-request" className="text-lg font-semibold text-ink">
        Quote request
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row term="Name">
          {lead.firstName} {lead.lastName}
        </Row>
        <Row term="Email">
          <a
            href={`mailto:${lead.email}`}
            className="inline-flex items-center gap-1.5 text-brand-800 underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="size-4" />
            {lead.email}
          </a>
        </Row>
        <Row term="Phone">
          <PhoneLink
            phone={lead.phone}
            className="inline-flex items-center gap-1.5 text-brand-800 underline underline-offset-2"
          />
        </Row>
        {(lead.line === 'commercial' || lead.businessName) && (
          <Row term="Business name">{lead.businessName ?? none}</Row>
        )}
        {(lead.line === 'commercial' || lead.industry) && (
          <Row term="Industry">{lead.industry ?? none}</Row>
        )}
        <Row term="Line">
          {lineLabel[lead.line]}
          {lead.type !== lead.line && <span className="text-slate-700"> ({lead.type} form)</span>}
        </Row>
        <Row term="Coverage">
          <ul className="flex flex-wrap gap-1.5">
            {lead.coverageTypes.map((coverage) => (
              <li
                key={coverage}
                className="rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-sm"
              >
                {coverageLabel(coverage)}
              </li>
            ))}
          </ul>
        </Row>
        <Row term="Additional information">
          {lead.additionalInfo ? (
            <span className="whitespace-pre-wrap">{lead.additionalInfo}</span>
          ) : (
            none
          )}
        </Row>
        <Row term="Sent from">{lead.sourcePage ?? none}</Row>
        <Row term="Received">{formatMoment(lead.createdAt)}</Row>
        <LeadOrigin lead={lead} />
        <LeadOutcome lead={lead} />
      </dl>
      <LeadDetailsStep details={lead.details} />
    </section>
  );
}

/** Where the visitor came from: the campaign's parts that were given, and the referring site. */
function LeadOrigin({ lead }: { lead: LeadDetail }) {
  const { source, medium, campaign } = lead.utm;
  const parts = [source, medium, campaign].filter((part): part is string => Boolean(part));
  return (
    <>
      {parts.length > 0 && <Row term="Campaign">{parts.join(' / ')}</Row>}
      {lead.referrerHost && <Row term="Referring site">{lead.referrerHost}</Row>}
    </>
  );
}

/** How far the lead went: when it was quoted, when it was won or lost, and why it was lost. */
function LeadOutcome({ lead }: { lead: LeadDetail }) {
  const closed =
    lead.closedAt && (lead.status === 'won' || lead.status === 'lost') ? lead.closedAt : null;
  return (
    <>
      {lead.quotedAt && <Row term="Quoted">{formatMoment(lead.quotedAt)}</Row>}
      {closed && (
        <Row term={lead.status === 'won' ? 'Won on' : 'Lost on'}>{formatMoment(closed)}</Row>
      )}
      {lead.lostReason && <Row term="Lost because">{leadLostReasonLabels[lead.lostReason]}</Row>}
    </>
  );
}

const entityLabel = (id: string) => entityTypes.find((e) => e.id === id)?.label ?? id;
const orNone = (
  value: number | string | null | undefined,
  show = (v: number | string) => String(v),
) => (value === null || value === undefined || value === '' ? none : show(value));

/** The optional details step: vehicles, the property, or the business. */
function LeadDetailsStep({ details }: { details: LeadDetails | null }) {
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-ink">Details for the quote</h3>
      {!details ? (
        <p className="mt-1 text-slate-700">The visitor skipped the details step.</p>
      ) : (
        <dl className="mt-1 divide-y divide-slate-100">
          {details.kind === 'auto' && (
            <>
              <Row term="Vehicles">
                <ul>
                  {details.vehicles.map((v, index) => (
                    <li key={index}>
                      {v.year} {v.make} {v.model}
                    </li>
                  ))}
                </ul>
              </Row>
              <Row term="Drivers">{details.drivers}</Row>
              <Row term="Current carrier">{orNone(details.currentCarrier)}</Row>
            </>
          )}
          {(details.kind === 'home' || details.kind === 'renters') && (
            <>
              <Row term="Kind">{details.kind === 'home' ? 'Home' : 'Renters'}</Row>
              <Row term="ZIP code">{details.zip}</Row>
              <Row term="Year built">{orNone(details.yearBuilt)}</Row>
              <Row term="Roof age">{orNone(details.roofAge, (v) => `${v} years`)}</Row>
              <Row term="Dwelling value">
                {orNone(details.dwellingValue, (v) => formatDollars(Number(v)))}
              </Row>
            </>
          )}
          {details.kind === 'commercial' && (
            <>
              <Row term="Business entity">{entityLabel(details.entityType)}</Row>
              <Row term="Years in business">{details.yearsInBusiness}</Row>
              <Row term="Employees">{details.employees}</Row>
              <Row term="Annual revenue">{formatDollars(details.annualRevenue)}</Row>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
