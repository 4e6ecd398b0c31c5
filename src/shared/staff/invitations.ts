import { z } from 'zod';
import { acknowledgementSchema } from '../auth';
import { endpoint } from '../endpoints';
import { recordId } from '../fields';

/**
 * The invitations still open, as the console lists them: links e-mailed to a client (to hold an
 * account, or to join one as a member) or to a new staff member (with the role it carries).
 * Staff withdraw any; a staff invitation is seen and withdrawn by admins only.
 */
export const invitationKinds = ['holder', 'member', 'staff'] as const;
export type InvitationKind = (typeof invitationKinds)[number];

export const invitationKindLabels: Record<InvitationKind, string> = {
  holder: 'To hold the account',
  member: 'To join the account',
  staff: 'Staff account',
};

export const openInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  kind: z.enum(invitationKinds),
  /** A staff invitation's role. */
  role: z.enum(['agent', 'admin']).nullable(),
  /** The client account it opens, and its name as the console shows it. */
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OpenInvitation = z.infer<typeof openInvitationSchema>;

export const invitationMessages = {
  notFound: 'This invitation is no longer open.',
  withdrawn: (email: string) => `The invitation to ${email} is withdrawn: its link opens nothing.`,
  withdrawFailed: 'The invitation could not be withdrawn. Please try again.',
} as const;

/** A withdrawal (the console's and the holder's): the invitation's id, the sentence to show. */
export const withdrawInvitationSchema = {
  params: z.object({ id: recordId(invitationMessages.notFound) }),
  response: { 200: acknowledgementSchema },
};

/** What the console's Invitations page calls. */
export const staffInvitationEndpoints = {
  /** The open ones, newest first: every client's for staff, the staff invitations too for admins. */
  list: endpoint('GET', '/api/staff/invitations', {
    response: { 200: z.array(openInvitationSchema) },
  }),
  /** Retires the invitation's link, audited. */
  withdraw: endpoint('POST', '/api/staff/invitations/:id/withdraw', withdrawInvitationSchema),
};
