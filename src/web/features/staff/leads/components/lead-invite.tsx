import { UserPlus } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { userMessage } from '~/lib/api';
import { isUnauthorized } from '~/lib/query-client';
import type { LeadDetail } from '#shared/staff/leads';
import { useInviteLead } from '../api/invite-lead';
import { formatMoment } from '#shared/format';

/** A won lead becomes a client: an e-mailed invitation to set up a portal account. */
export function LeadInvite({ lead }: { lead: LeadDetail }) {
  const invite = useInviteLead(lead.id);
  const { account } = lead;
  const failed = invite.isError && !isUnauthorized(invite.error);

  return (
    <section
      aria-labelledby="lead-invite"
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2 id="lead-invite" className="text-lg font-semibold text-ink">
        Client portal
      </h2>
      {account.status === 'active' ? (
        <p className="mt-1 text-slate-800">{lead.email} already has a client account.</p>
      ) : (
        <>
          <p className="mt-1 text-slate-800">
            {account.status === 'invited' && account.invitationExpiresAt
              ? `An invitation was sent to ${lead.email}; its link is valid until ${formatMoment(account.invitationExpiresAt)}. Inviting again sends a new link.`
              : `Invite ${lead.firstName} to the client portal: an e-mail to ${lead.email} with a link to set a password.`}
          </p>
          <Button
            type="button"
            className="mt-3"
            onClick={() => invite.mutate()}
            disabled={invite.isPending}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {invite.isPending ? 'Inviting...' : 'Invite as client'}
          </Button>
        </>
      )}
      <div role="status" className="mt-3 text-sm">
        {invite.isSuccess && (
          <p className="font-semibold text-emerald-900">
            Invitation sent to {invite.data.email}. The link is valid until{' '}
            {formatMoment(invite.data.expiresAt)}.
          </p>
        )}
      </div>
      <div role="alert" className="text-sm">
        {failed && (
          <p className="font-semibold text-red-800">
            {userMessage(invite.error, 'The invitation could not be sent. Please try again.')}
          </p>
        )}
      </div>
    </section>
  );
}
