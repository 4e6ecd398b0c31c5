import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadStatus } from '../../shared/load-status';
import { useAudit } from '../api/get-audit';
import { describeAudit } from '../lib/format';
import { formatMoment } from '#shared/format';

/** The audit log, newest first, a page at a time: who did what, when. */
export function RecentActivity({ nameOf }: { nameOf: (id: string) => string | undefined }) {
  const [page, setPage] = React.useState(1);
  const audit = useAudit(page);
  const listId = React.useId();

  if (!audit.isSuccess) {
    return <LoadStatus query={audit} loading="Loading recent activity..." what="recent activity" />;
  }

  const { entries, total, pageSize } = audit.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (entries.length === 0) return <p className="text-slate-700">Nothing recorded yet.</p>;
  return (
    <div className="space-y-3">
      <ol
        id={listId}
        aria-label={`Recent activity, page ${page} of ${pages}`}
        aria-busy={audit.isPlaceholderData}
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        {entries.map((entry) => (
          <li key={entry.id} className="px-4 py-3 text-sm">
            <p className="text-ink">
              <span className="font-semibold">{entry.actor?.name ?? 'A former staff member'}</span>{' '}
              {describeAudit(entry, nameOf)}
            </p>
            <p className="text-slate-700">
              <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
            </p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label="Recent activity pages" className="flex items-center gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-controls={listId}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            Newer
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {pages}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-controls={listId}
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}
