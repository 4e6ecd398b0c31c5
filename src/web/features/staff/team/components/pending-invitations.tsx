import { ScrollTable } from '~/components/ui/scroll-table';
import { displayName, staffRoleLabels, type PendingInvitation } from '#shared/staff/team';
import { formatDay } from '#shared/format';

/** Staff invitations not used yet: who, as what, invited when and by whom, until when. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  if (invitations.length === 0) {
    return <p className="text-slate-700">No pending invitations.</p>;
  }
  return (
    <ScrollTable
      caption={`Pending invitations: ${invitations.length}`}
      columns={['Email', 'Name', 'Role', 'Invited', 'Link valid until']}
    >
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
    </ScrollTable>
  );
}
