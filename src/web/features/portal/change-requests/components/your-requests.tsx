import * as React from 'react';
import { useLocation } from 'react-router';
import { type ServiceRequest, serviceMessages } from '#shared/change-requests';
import { useServiceRequests } from '../api/change-requests';
import { ServiceRequestCard } from './request-card';

/** Open requests first, then the completed ones; the newest first within each. */
export function byOpenThenNewest(a: ServiceRequest, b: ServiceRequest): number {
  const openFirst = Number(a.status === 'completed') - Number(b.status === 'completed');
  return openFirst || Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

/**
 * "Your requests" on the My Policies tab: the change requests and where each stands. Nothing is
 * shown while they load, when they cannot be read, or when there are none (a person who never
 * asked, and staff viewing a client's portal, see no empty box).
 */
export function YourRequests() {
  const requests = useServiceRequests();
  const { hash } = useLocation();
  const section = React.useRef<HTMLElement>(null);
  // Certificates are followed on their own tab; here, the changes to policies.
  const changes = React.useMemo(
    () => (requests.data ?? []).filter((request) => request.kind === 'change'),
    [requests.data],
  );
  const shown = requests.isSuccess && changes.length > 0;
  // A link to #your-requests (the change page's "Back to my portal") arrives before the list:
  // the browser found nothing to scroll to, so the list does it once it is there.
  React.useEffect(() => {
    if (shown && hash === '#your-requests') section.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
  if (!shown) return null;
  return (
    <section
      ref={section}
      id="your-requests"
      aria-labelledby="your-requests-heading"
      className="scroll-mt-6 space-y-4"
    >
      {/* Beside the tab's other cards: under the tab's h2, as Proof of insurance is. */}
      <h3 id="your-requests-heading" className="text-xl font-bold text-ink">
        {serviceMessages.requestsTitle}
      </h3>
      <ul className="grid gap-5 lg:grid-cols-2">
        {[...changes].sort(byOpenThenNewest).map((request) => (
          <li key={request.id} className="flex min-w-0">
            <ServiceRequestCard request={request} />
          </li>
        ))}
      </ul>
    </section>
  );
}
