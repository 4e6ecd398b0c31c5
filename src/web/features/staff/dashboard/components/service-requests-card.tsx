import { href } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { Dashboard } from '#shared/staff/dashboard';
import { cn } from '~/lib/cn';
import { DashboardCard } from './dashboard-card';

/**
 * The service queue at a glance: requests not yet completed, how many missed their due time (red,
 * with an icon and the words, when any did), and how many wait for the client's answer.
 */
export function ServiceRequestsCard({ counts }: { counts: Dashboard['serviceRequests'] }) {
  const missed = counts.missed > 0;
  return (
    <DashboardCard
      title="Service requests"
      link={{ to: href('/staff/service'), text: 'Open the service queue' }}
    >
      {() => (
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
      )}
    </DashboardCard>
  );
}
