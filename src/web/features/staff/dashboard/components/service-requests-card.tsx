import { ArrowRight, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '#shared/staff/dashboard';
import { cn } from '~/lib/cn';

/**
 * The service queue at a glance: requests not yet completed, how many missed their due time (red,
 * with an icon and the words, when any did), and how many wait for the client's answer.
 */
export function ServiceRequestsCard({ counts }: { counts: Dashboard['serviceRequests'] }) {
  const headingId = React.useId();
  const missed = counts.missed > 0;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Service requests
        </h2>
        <Link
          to="/staff/service"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Open the service queue
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-medium text-slate-700">Open</dt>
          <dd className="mt-1 text-2xl font-bold text-ink">{counts.open}</dd>
        </div>
        <div className={cn('rounded-md', missed && '-m-2 border border-red-300 bg-red-50 p-2')}>
          <dt
            className={cn(
              'flex items-center gap-1 text-sm font-medium',
              missed ? 'text-red-800' : 'text-slate-700',
            )}
          >
            {missed && <TriangleAlert aria-hidden="true" className="size-4" />}
            Missed their due time
          </dt>
          <dd className={cn('mt-1 text-2xl font-bold', missed ? 'text-red-800' : 'text-ink')}>
            {counts.missed}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Waiting for the client</dt>
          <dd className="mt-1 text-2xl font-bold text-ink">{counts.waitingForClient}</dd>
        </div>
      </dl>
    </section>
  );
}
