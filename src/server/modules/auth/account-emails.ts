import type { AgencyProfile } from '#shared/agency';
import { SIGN_IN_CODE, TOKEN_TTL_HOURS } from '#shared/auth';
import { composeEmail, type PlainEmail } from '../mail/compose';

/** Where the e-mailed links point: PUBLIC_URL, never the request's Host header. */
export interface LinkBase {
  origin: string;
  agency: AgencyProfile;
}

/** A page of the site with a one-time token in its fragment. */
export const accountLink = (base: LinkBase, path: string, token: string) =>
  `${base.origin}${path}#token=${token}`;

/**
 * An e-mail about the reader's account: its subject ends with the agency's name, so the inbox
 * says who writes (the invitation names the agency in its own words).
 */
function accountMail(base: LinkBase, mail: PlainEmail) {
  return composeEmail({ ...mail, subject: `${mail.subject} – ${base.agency.name}` }, base.agency);
}

// No text a visitor typed goes into these: a form must not become a way to send arbitrary
// words from the agency's address.

export function verifyEmailMail(base: LinkBase, to: string, token: string) {
  return accountMail(base, {
    kind: 'verify-email',
    to,
    subject: 'Confirm your e-mail address',
    paragraphs: [
      `Thank you for creating an account for the client portal of ${base.agency.name}.`,
      `Please confirm your e-mail address with the link below. It is valid for ${TOKEN_TTL_HOURS.verifyEmail} hours and works once.`,
      'If you did not create an account, ignore this e-mail: nothing happens without the link.',
    ],
    link: { href: accountLink(base, '/verify-email', token), label: 'Confirm my e-mail address' },
  });
}

/** Someone registered with an address that already has an account: tell its owner, not them. */
export function accountExistsMail(base: LinkBase, to: string) {
  return accountMail(base, {
    kind: 'account-exists',
    to,
    subject: 'You already have an account',
    paragraphs: [
      'Someone, probably you, tried to create an account for the client portal with this e-mail address. You already have one.',
      'Log in with your password, or choose a new one on the log-in page if you have forgotten it.',
      'If this was not you, you can ignore this e-mail.',
    ],
    link: { href: `${base.origin}/login`, label: 'Log in' },
  });
}

export function invitationMail(base: LinkBase, to: string, token: string) {
  return composeEmail(
    {
      kind: 'invitation',
      to,
      subject: `Your client portal at ${base.agency.name}`,
      paragraphs: [
        `${base.agency.name} invites you to its client portal: your policies, claims, documents and a chat with your agent in one place.`,
        `The link below opens it and signs you in: no password to remember (you may choose one there, or sign in later with a code we e-mail you). It is valid for ${TOKEN_TTL_HOURS.invitation / 24} days and works once.`,
      ],
      link: { href: accountLink(base, '/accept-invite', token), label: 'Open my client portal' },
    },
    base.agency,
  );
}

export function passwordResetMail(base: LinkBase, to: string, token: string) {
  return accountMail(base, {
    kind: 'password-reset',
    to,
    subject: 'Choose a new password',
    paragraphs: [
      'We received a request to choose a new password for your client portal account.',
      `Open the link below within ${TOKEN_TTL_HOURS.passwordReset} hour to choose it. The link works once.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    link: { href: accountLink(base, '/reset-password', token), label: 'Choose a new password' },
  });
}

export function passwordChangedMail(base: LinkBase, to: string) {
  return accountMail(base, {
    kind: 'password-changed',
    to,
    subject: 'Your password was changed',
    paragraphs: [
      'The password of your client portal account was just changed, and your other devices were logged out.',
      `If this was not you, choose a new password now and call us at ${base.agency.phone}.`,
    ],
    link: { href: `${base.origin}/reset-password`, label: 'Choose a new password' },
  });
}

/** The code itself leads the subject: a phone shows it in the notification. */
export function signInCodeMail(base: LinkBase, to: string, code: string) {
  return accountMail(base, {
    kind: 'sign-in-code',
    to,
    subject: `${code} is your sign-in code`,
    paragraphs: [
      `Your code for signing in to the client portal: ${code}`,
      `Type it where you asked for it within ${SIGN_IN_CODE.ttlMinutes} minutes. It works once.`,
      'If you did not ask for it, ignore this e-mail: nobody can sign in without the code, and it expires by itself.',
    ],
  });
}
