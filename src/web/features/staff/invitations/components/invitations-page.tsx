import * as React from 'react';
import { href, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { EmptyNote } from '~/components/ui/empty-note';
import { ScrollTable, wideOnly } from '~/components/ui/scroll-table';
import { cn } from '~/lib/cn';
import { ActionOutcome } from '~/features/staff/shared/action-outcome';
import { userMessage } from '~/lib/api';
import { isUnauthorized } from '~/lib/query-client';
import { formatMoment } from '#shared/format';
import {
  invitationKindLabels,
  invitationMessages,
  type OpenInvitation,
} from '#shared/staff/invitations';
import { LoadStatus } from '../../shared/load-status';
import { StaffPage } from '../../shared/staff-layout';
import { useInvitations, useWithdrawInvitation } from '../api/invitations';

/**
 * /staff/invitations: every link e-mailed to a client or a new staff member that nobody has
 * used yet, with who sent it, and Withdraw, which makes the link open nothing (a mistyped
 * address, a person who should not get in).
 */
export function InvitationsPage() {
  const invitations = useInvitations();
  const withdraw = useWithdrawInvitation();
  const [done, setDone] = React.useState<string | null>(null);
  const outcome = React.useRef<HTMLDivElement>(null);

  const onWithdraw = (invitation: OpenInvitation) => {
    if (withdraw.isPending) return;
    setDone(null);
    withdraw.mutate(invitation.id, {
      onSuccess: (result) => setDone(result.message),
      // The row leaves the list, taking the focused button along: focus the outcome.
      onSettled: () => outcome.current?.focus(),
    });
  };
  const failure =
    withdraw.isError && !isUnauthorized(withdraw.error)
      ? userMessage(withdraw.error, invitationMessages.withdrawFailed)
      : null;

  return (
    <StaffPage title="Invitations">
      <p className="mb-5 max-w-3xl text-slate-700">
        The invitations still open: links that let their person into the client portal or the
        console. Withdraw one sent to a wrong address, or to someone who should not get in.
      </p>
      <ActionOutcome ref={outcome} done={done} failure={failure} className="mb-4" />
      {!invitations.isSuccess ? (
        <LoadStatus query={invitations} loading="Loading invitations..." what="invitations" />
      ) : invitations.data.length === 0 ? (
        <EmptyNote className="p-6">No invitation is open.</EmptyNote>
      ) : (
        <ScrollTable
          caption={`Open invitations, newest first: ${invitations.data.length}`}
          minWidth="md:min-w-[56rem]"
          // On a phone: who it went to, and Withdraw.
          columns={[
            { label: 'Sent', wide: true },
            'To',
            { label: 'For', wide: true },
            { label: 'Sent by', wide: true },
            { label: 'Valid until', wide: true },
            { label: 'Action', srOnly: true },
          ]}
        >
          {invitations.data.map((invitation) => (
            <tr key={invitation.id}>
              <td className={cn('px-4 py-3 whitespace-nowrap', wideOnly)}>
                <time dateTime={invitation.createdAt}>{formatMoment(invitation.createdAt)}</time>
              </td>
              <th scope="row" className="px-4 py-3 font-medium break-all text-ink">
                {invitation.email}
              </th>
              <td className={cn('px-4 py-3', wideOnly)}>
                {invitationKindLabels[invitation.kind]}
                {invitation.role && ` (${invitation.role})`}
                {invitation.accountId && (
                  <Link
                    to={href('/staff/clients/:id', { id: invitation.accountId })}
                    className="block text-brand-800 underline"
                  >
                    {invitation.accountName}
                  </Link>
                )}
              </td>
              <td className={cn('px-4 py-3', wideOnly)}>{invitation.sentBy ?? 'The agency'}</td>
              <td className={cn('px-4 py-3 whitespace-nowrap', wideOnly)}>
                <time dateTime={invitation.expiresAt}>{formatMoment(invitation.expiresAt)}</time>
              </td>
              <td className="px-4 py-3">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={withdraw.isPending}
                  onClick={() => onWithdraw(invitation)}
                >
                  Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
                </Button>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </StaffPage>
  );
}
