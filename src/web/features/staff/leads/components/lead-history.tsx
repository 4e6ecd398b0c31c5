import type { LeadEvent, LeadStatus } from '#shared/staff/leads';
import { leadStatusLabels, leadStatuses } from '#shared/staff/leads';
import { formatMoment } from '#shared/format';

const isStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);
const field = (record: unknown, key: string): unknown =>
  record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;

/** One audit row in words. */
function describe(event: LeadEvent): string {
  switch (event.action) {
    case 'lead.status': {
      const from = field(event.before, 'status');
      const to = field(event.after, 'status');
      return isStatus(from) && isStatus(to)
        ? `Status ${leadStatusLabels[from]} → ${leadStatusLabels[to]}`
        : 'Status changed';
    }
    case 'lead.assign': {
      const name = field(event.after, 'assigneeName');
      return typeof name === 'string' ? `Assigned to ${name}` : 'Unassigned';
    }
    case 'lead.note':
      return 'Added a note';
    case 'lead.invite':
      return `Invited ${String(field(event.after, 'email') ?? '')} to the client portal`;
    default:
      return event.action;
  }
}

/** Who did what to the lead, newest first (the audit log). */
export function LeadHistory({ events }: { events: LeadEvent[] }) {
  return (
    <section aria-labelledby="lead-history" className="rounded-lg border border-slate-200 p-5">
      <h2 id="lead-history" className="text-lg font-semibold text-ink">
        History
      </h2>
      {events.length === 0 ? (
        <p className="mt-1 text-slate-700">Nothing has been done with this lead yet.</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm">
          {events.map((event) => (
            <li key={event.id}>
              <span className="font-medium text-ink">{describe(event)}</span>
              <span className="text-slate-700">
                {' · '}
                {event.actor?.name ?? 'Former staff'}
                {' · '}
                <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
