import { TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import { userMessage } from '~/lib/api';
import { cn } from '~/lib/cn';

/** A load that failed: what could not be loaded, the server's reason, and a second try. */
export function LoadError({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  /** What the page was loading, as in "The {what} could not be loaded." */
  what: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5">
      <p className="font-semibold text-red-800">The {what} could not be loaded.</p>
      <p className="mt-1 text-slate-800">{userMessage(error, 'Please try again.')}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * What stands in for a query's data until it has some: a status while it loads, and once it
 * failed, the failure with a retry. Callers show it while the query is not a success, so a
 * failed refetch shows its failure instead of the older data.
 */
export function LoadStatus({
  query,
  loading,
  what,
}: {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  /** The status while loading ("Loading claims..."). */
  loading: string;
  what: string;
}) {
  if (query.isError) {
    return <LoadError error={query.error} what={what} onRetry={() => void query.refetch()} />;
  }
  return <LoadingStatus>{loading}</LoadingStatus>;
}

/** The status a page or list shows while its data loads. */
export function LoadingStatus({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="text-slate-700">
      {children}
    </p>
  );
}

/**
 * A failure that takes a whole page or list's place, marked by a warning icon: what went wrong,
 * the reason when there is one, and a retry when one can help (a missing record has neither).
 */
export function FailureAlert({
  title,
  reason,
  onRetry,
  className,
}: {
  title: string;
  reason?: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('rounded-lg border border-red-200 bg-red-50 p-5 text-red-900', className)}
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {title}
      </p>
      {reason && <p className="mt-1">{reason}</p>}
      {onRetry && (
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
