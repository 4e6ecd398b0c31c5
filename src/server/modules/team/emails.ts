import { accountLinkPaths, TOKEN_TTL_HOURS } from '#shared/auth';
import type { StaffRole } from '#shared/staff/team';
import type { LinkBase } from '../auth/account-emails';
import { composeEmail } from '../mail/compose';

/**
 * An admin invites a staff member: the link opens the same /accept-invite page as a client's
 * invitation (the role travels in the invitation, not in the link). No text an admin typed goes
 * into it.
 */
export function staffInvitationMail(base: LinkBase, to: string, token: string, role: StaffRole) {
  const as = role === 'admin' ? 'an administrator' : 'an agent';
  return composeEmail(
    {
      kind: 'staff-invitation',
      to,
      subject: `Your staff account at ${base.agency.name}`,
      paragraphs: [
        `${base.agency.name} invites you to its staff console as ${as}: the leads, clients, claims and documents of the agency in one place.`,
        `Open the link below to choose your password. It is valid for ${TOKEN_TTL_HOURS.invitation / 24} days and works once.`,
        'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.',
      ],
      link: {
        href: `${base.origin}${accountLinkPaths.acceptInvite}#token=${token}`,
        label: 'Set up my account',
      },
    },
    base.agency,
  );
}
