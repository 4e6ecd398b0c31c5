import { serviceStatusText } from '#shared/change-requests';
import type { StaffServiceRequest, UpdateServiceRequestInput } from '#shared/staff/change-requests';

/** "a", "a and b", "a, b and c". */
const listed = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * What a save did, in one sentence for the page's status region: "CHG-2026-000012 saved: moved
 * to In progress and assigned to Avery Morgan. The client gets an e-mail."
 */
export function savedMessage(sent: UpdateServiceRequestInput, saved: StaffServiceRequest): string {
  const parts: string[] = [];
  if (sent.status) parts.push(`moved to ${serviceStatusText(saved.status, saved.kind).label}`);
  if (sent.assigneeId !== undefined) {
    parts.push(saved.assignee ? `assigned to ${saved.assignee.name}` : 'unassigned');
  }
  if (sent.note) parts.push('note to the client added');
  if (sent.internalNote) parts.push('internal note added');
  const emailed = Boolean(sent.status || sent.note);
  return `${saved.reference} saved: ${listed(parts)}.${emailed ? ' The client gets an e-mail.' : ''}`;
}
