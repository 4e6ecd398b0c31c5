import { cn } from '~/lib/cn';
import { policyStatusLabels } from '#shared/staff/policies';

const statusClasses: Record<string, string> = {
  active: 'bg-green-100 text-green-800',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-800',
  other: 'bg-brand-100 text-brand-900',
};

export function PolicyStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusClasses[status] ?? statusClasses.other,
      )}
    >
      {policyStatusLabels[status as keyof typeof policyStatusLabels] ?? status}
    </span>
  );
}
