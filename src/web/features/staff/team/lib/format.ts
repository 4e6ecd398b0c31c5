import { staffRoleLabels, staffRoles, type AuditEntry, type StaffRole } from '#shared/staff/team';

const isRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (staffRoles as readonly string[]).includes(value);

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * What an audit entry says happened, in words: the team's own actions read as sentences
 * ("disabled Casey Stone"); another area's as its action code and record.
 * `nameOf` gives a staff member's name from an id, when known.
 */
export function describeAudit(entry: AuditEntry, nameOf: (id: string) => string | undefined) {
  const who = nameOf(entry.entityId) ?? `user ${entry.entityId}`;
  switch (entry.action) {
    case 'user.invite': {
      const role = field(entry.after, 'role');
      return `invited ${entry.entityId}${isRole(role) ? ` as ${staffRoleLabels[role].toLowerCase()}` : ''}`;
    }
    case 'client.invite':
      return `invited ${entry.entityId} to the client portal`;
    case 'user.disable':
      return `disabled ${who}`;
    case 'user.enable':
      return `enabled ${who}`;
    default:
      return `${entry.action} on ${entry.entityType} ${entry.entityId}`;
  }
}
