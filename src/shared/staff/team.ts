import { z } from 'zod';
import { invitationSentSchema, inviteClientSchema } from '../auth';
import { endpoint } from '../endpoints';

/** The roles of staff accounts, which admins manage on the Team page. */
export const staffRoles = ['agent', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = { agent: 'Agent', admin: 'Admin' };

/** Texts of the Team page; the server and the page use the same words. */
export const teamMessages = {
  role: 'Please choose a role',
  cannotDisableSelf: 'You cannot disable your own account.',
  lastAdmin: 'The last active admin cannot be disabled.',
  notFound: 'No staff member with this id.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  disabled: (name: string) => `${name} is disabled and was logged out everywhere.`,
  enabled: (name: string) => `${name} can log in again.`,
} as const;

/** One staff account (agent or admin). */
export const teamMemberSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(staffRoles),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A staff invitation not used yet and not expired. */
export const pendingInvitationSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(staffRoles),
  invitedAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/staff/team (admins). */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** POST /api/staff/team/invite (admins): 201 `{ email, expiresAt }`; 409 for a taken address. */
export const inviteStaffSchema = inviteClientSchema.extend({
  role: z.enum(staffRoles, { error: teamMessages.role }),
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

/** POST /api/staff/team/:id/disable and /enable: an id that is no staff account's is 404. */
export const teamMemberParamsSchema = z.object({ id: z.string().max(100) });

/** GET /api/staff/audit (admins): newest first, a page at a time. */
export const AUDIT_PAGE_SIZE = 20;
export const auditQuerySchema = z.object({
  entityType: z.string().trim().min(1).max(40).optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The staff member who wrote, or null when their account is gone. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

// --- the Team page's endpoints -----------------------------------------------------------------

/** A staff account disabled or enabled: the account as it is now. */
const memberChange = { params: teamMemberParamsSchema, response: { 200: teamMemberSchema } };

/** What the Team page calls (admins only; an agent is answered 404). */
export const staffTeamEndpoints = {
  team: endpoint('GET', '/api/staff/team', { response: { 200: teamSchema } }),
  /** The invitation of the accounts service, with a staff role. */
  invite: endpoint('POST', '/api/staff/team/invite', {
    body: inviteStaffSchema,
    response: { 201: invitationSentSchema },
  }),
  disable: endpoint('POST', '/api/staff/team/:id/disable', memberChange),
  enable: endpoint('POST', '/api/staff/team/:id/enable', memberChange),
  audit: endpoint('GET', '/api/staff/audit', {
    querystring: auditQuerySchema,
    response: { 200: auditPageSchema },
  }),
};

/** "Avery Morgan", or the address when the account has no name. */
export function displayName(person: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}
