import {
  type ServiceRequestKind,
  type ServiceRequestStatus,
  serviceStatusText,
} from '#shared/change-requests';
import { cn } from '~/lib/cn';

const statusClasses: Record<ServiceRequestStatus, string> = {
  received: 'bg-brand-100 text-brand-900',
  'in-progress': 'bg-sun-200 text-ink',
  'sent-to-carrier': 'bg-violet-100 text-violet-900',
  'needs-information': 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-800',
};

/** A service request's status in the words the client reads too. */
export function ServiceStatusBadge({
  status,
  kind,
  className,
}: {
  status: ServiceRequestStatus;
  kind: ServiceRequestKind;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusClasses[status],
        className,
      )}
    >
      {serviceStatusText(status, kind).label}
    </span>
  );
}
