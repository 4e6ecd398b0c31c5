import { Button } from '~/components/ui/button';
import { ScrollTable } from '~/components/ui/scroll-table';
import { displayName, staffRoleLabels, type TeamMember } from '#shared/staff/team';
import { formatDay } from '#shared/format';

/** The staff accounts with their state; each but one's own can be disabled or enabled. */
export function StaffTable({
  members,
  currentUserId,
  busyId,
  onToggle,
}: {
  members: TeamMember[];
  currentUserId: string | undefined;
  /** The account whose change is being saved: its button waits. */
  busyId: string | null;
  onToggle: (member: TeamMember) => void;
}) {
  const active = members.filter((m) => !m.disabled).length;
  return (
    <ScrollTable
      caption={`Staff accounts: ${members.length} (${active} active)`}
      minWidth="min-w-[44rem]"
      columns={['Name', 'Email', 'Role', 'Status', 'Since', { label: 'Actions', srOnly: true }]}
    >
      {members.map((member) => {
        const name = displayName(member);
        const isYou = member.id === currentUserId;
        return (
          <tr key={member.id} className={member.disabled ? 'bg-slate-50' : undefined}>
            <th scope="row" className="px-4 py-3 font-semibold text-ink">
              {name}
              {isYou && <span className="ml-1 font-normal text-slate-700">(you)</span>}
            </th>
            <td className="px-4 py-3 break-all text-slate-800">{member.email}</td>
            <td className="px-4 py-3">{staffRoleLabels[member.role]}</td>
            <td className="px-4 py-3">
              {member.disabled ? (
                <span className="font-semibold text-red-800">
                  Disabled
                  {member.disabledAt && (
                    <span className="block font-normal text-slate-700">
                      on <time dateTime={member.disabledAt}>{formatDay(member.disabledAt)}</time>
                    </span>
                  )}
                </span>
              ) : (
                <span className="text-green-800">Active</span>
              )}
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              <time dateTime={member.createdAt}>{formatDay(member.createdAt)}</time>
            </td>
            <td className="px-4 py-3 text-right">
              {!isYou && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busyId === member.id}
                  onClick={() => onToggle(member)}
                >
                  {member.disabled ? 'Enable' : 'Disable'}
                  <span className="sr-only"> {name}</span>
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
