import * as React from 'react';
import { displayName, staffRoleLabels, type PendingInvitation } from '#shared/staff/team';
import { formatDay } from '#shared/format';

/** Staff invitations not used yet: who, as what, invited when and by whom, until when. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const captionId = React.useId();
  if (invitations.length === 0) {
    return <p className="text-slate-700">No pending invitations.</p>;
  }
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left font-semibold text-ink">
          Pending invitations: {invitations.length}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Role
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Invited
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Link valid until
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invitations.map((invitation) => {
            const named = invitation.firstName || invitation.lastName;
            return (
              <tr key={invitation.email}>
                <th scope="row" className="px-4 py-3 font-semibold break-all text-ink">
                  {invitation.email}
                </th>
                <td className="px-4 py-3">
                  {named ? displayName(invitation) : <span className="text-slate-600">—</span>}
                </td>
                <td className="px-4 py-3">{staffRoleLabels[invitation.role]}</td>
                <td className="px-4 py-3">
                  <time dateTime={invitation.invitedAt}>{formatDay(invitation.invitedAt)}</time>
                  {invitation.invitedBy && (
                    <span className="block text-slate-700">by {invitation.invitedBy}</span>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={invitation.expiresAt}>{formatDay(invitation.expiresAt)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
