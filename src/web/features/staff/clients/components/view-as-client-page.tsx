import { ArrowLeft, Eye } from 'lucide-react';
import type * as React from 'react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { userMessage } from '~/lib/api';
import type { ClientPortalView } from '#shared/staff/clients';
import { StaffPage } from '../../shared/staff-layout';
import { FailureAlert, LoadingStatus } from '../../shared/load-status';
import { useClientPortalView } from '../api/get-portal-view';

/**
 * /staff/clients/:id/view[?person=]: the client's portal as they see it, to walk a caller
 * through it. A banner says it is read-only; the portal itself is the route's (the portal
 * feature's tabs, filled with this data, every control disabled). The server audits each look.
 */
export function ViewAsClientPage({
  id,
  personId,
  portal,
}: {
  id: string;
  personId: string | null;
  portal: (view: ClientPortalView) => React.ReactNode;
}) {
  const view = useClientPortalView(id, personId);
  const back = (
    <Link
      to={href('/staff/clients/:id', { id })}
      className={buttonVariants({ variant: 'outline' })}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the client
    </Link>
  );
  if (!view.isSuccess) {
    return (
      <StaffPage title="Viewing as the client" actions={back}>
        {view.isPending ? (
          <LoadingStatus>Loading what the client sees...</LoadingStatus>
        ) : (
          <FailureAlert
            title="The client's portal could not be loaded."
            reason={userMessage(view.error, 'Please try again.')}
            onRetry={() => void view.refetch()}
          />
        )}
      </StaffPage>
    );
  }
  return (
    <StaffPage title={`Viewing as ${view.data.viewer}`} actions={back}>
      <div
        role="note"
        className="flex items-start gap-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
      >
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          You are viewing the client portal as <strong>{view.data.viewer}</strong> sees it. Nothing
          can be changed here: every button and form is switched off. This view is recorded in the
          audit log.
        </p>
      </div>
      {portal(view.data)}
    </StaffPage>
  );
}
