import { href, Link } from 'react-router';
import { wideOnly } from '~/components/ui/scroll-table';
import { cn } from '~/lib/cn';
import type { LeadListItem } from '#shared/staff/leads';
import { coverageLabel, formatAge, lineLabel } from '../lib/format';
import { formatMoment } from '#shared/format';
import { DueBadge } from '../../shared/due-badge';
import { LeadStatusBadge } from '../../shared/lead-status-badge';

/** A cell's padding: narrower on a phone, where the name, status and age with its due time stay. */
const cell = 'px-4 py-3 max-md:px-3';

const columns = [
  { heading: 'Name' },
  { heading: 'Line', wide: true },
  { heading: 'Coverage', wide: true },
  { heading: 'Status' },
  { heading: 'Age' },
  { heading: 'Assigned to', wide: true },
];

/** The inbox's table: one row per lead, those awaiting an answer first, each opening its page. */
export function LeadsTable({ leads }: { leads: LeadListItem[] }) {
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <div
      role="region"
      aria-label="Leads"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full md:min-w-[52rem] border-collapse text-left text-sm">
        <caption className="sr-only">Leads, those awaiting an answer first</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map(({ heading, wide }) => (
              <th key={heading} scope="col" className={cn(cell, 'font-semibold', wide && wideOnly)}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {leads.map((lead) => (
            <tr key={lead.id} className="align-top">
              <td className={cell}>
                <Link
                  to={href('/staff/leads/:id', { id: String(lead.id) })}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {lead.firstName} {lead.lastName}
                </Link>
                {lead.businessName && <div className="text-slate-800">{lead.businessName}</div>}
                <div className="break-all text-slate-700">{lead.email}</div>
              </td>
              <td className={cn(cell, wideOnly)}>{lineLabel[lead.line]}</td>
              <td className={cn(cell, wideOnly)}>
                {lead.coverageTypes.map(coverageLabel).join(', ')}
              </td>
              <td className={cell}>
                <LeadStatusBadge status={lead.status} />
                {lead.suspectedSpam && (
                  <span className="mt-1 block text-xs font-semibold text-amber-900">
                    Suspected spam
                  </span>
                )}
              </td>
              <td className={cell}>
                <time dateTime={lead.createdAt} title={formatMoment(lead.createdAt)}>
                  {formatAge(lead.ageHours)}
                </time>
                {lead.responseDue && (
                  <div className="mt-1">
                    <DueBadge due={lead.responseDue} />
                  </div>
                )}
              </td>
              <td className={cn(cell, wideOnly)}>
                {lead.assignee?.name ?? <span className="text-slate-700">Unassigned</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
