import { type ClaimStatus, claimStatusText } from '#shared/claims';
import { cn } from '~/lib/cn';

// The portal's colours for the same statuses, so staff and clients see one status one way.
const statusClasses: Record<ClaimStatus, string> = {
  submitted: 'bg-brand-100 text-brand-900',
  processing: 'bg-sun-200 text-ink',
  approved: 'bg-green-100 text-green-800',
  denied: 'bg-red-100 text-red-800',
  closed: 'bg-slate-200 text-slate-800',
};

export function ClaimStatusBadge({
  status,
  className,
}: {
  status: ClaimStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusClasses[status],
        className,
      )}
    >
      {claimStatusText[status].label}
    </span>
  );
}
