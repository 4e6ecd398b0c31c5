import * as React from 'react';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import type { PersonRef } from '#shared/staff/leads';
import { useStaffMembers } from '../../shared/staff-members';
import { useUpdateLead } from '../api/update-lead';

/** Who works the lead: an active agent or admin, or nobody; saved on change. */
export function LeadAssignee({ leadId, assignee }: { leadId: number; assignee: PersonRef | null }) {
  const members = useStaffMembers();
  const update = useUpdateLead(leadId);
  const [message, setMessage] = React.useState('');
  const id = React.useId();

  const options = members.data ?? [];
  // Someone no longer active still shows as the current assignee until the lead is reassigned.
  const current =
    assignee && !options.some((m) => m.id === assignee.id) ? [{ ...assignee, email: '' }] : [];

  function onChange(event: React.ChangeEvent<HTMLSelectElement>) {
    const assigneeId = event.target.value || null;
    setMessage('');
    update.mutate(
      { assigneeId },
      {
        onSuccess: (lead) =>
          setMessage(lead.assignee ? `Assigned to ${lead.assignee.name}.` : 'Unassigned.'),
      },
    );
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Assigned to</Label>
      <NativeSelect
        id={id}
        value={update.isPending ? (update.variables.assigneeId ?? '') : (assignee?.id ?? '')}
        onChange={onChange}
        disabled={members.isPending}
        aria-describedby={`${id}-status`}
      >
        <option value="">Unassigned</option>
        {[...current, ...options].map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-status`} role="status" className="min-h-5 text-sm text-slate-700">
        {update.isPending ? 'Saving...' : message}
      </p>
    </div>
  );
}
