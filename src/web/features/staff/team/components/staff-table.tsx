import * as React from 'react';
import { Button } from '~/components/ui/button';
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
  const captionId = React.useId();
  const active = members.filter((m) => !m.disabled).length;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so that a keyboard can scroll the table sideways on a narrow screen.
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left font-semibold text-ink">
          Staff accounts: {members.length} ({active} active)
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Role
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Since
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
                          on{' '}
                          <time dateTime={member.disabledAt}>{formatDay(member.disabledAt)}</time>
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
        </tbody>
      </table>
    </div>
  );
}
