import { z } from 'zod';
import { sessionEndpoints } from './auth-session';
import { endpoint } from './endpoints';

export const userRoles = ['client', 'agent', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Lifetimes of the e-mailed one-time links. */
export const TOKEN_TTL_HOURS = { verifyEmail: 24, passwordReset: 1, invitation: 7 * 24 } as const;

/** "Keep me signed in" on a device the client trusts: how long, in days (clients only). */
export const KEEP_SIGNED_IN_DAYS = 30;

/** Sign-in by e-mailed code: its length, its life and the tries it allows. */
export const SIGN_IN_CODE = { digits: 6, ttlMinutes: 10, tries: 5 } as const;

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

/** Texts of the log-in flow; the server and the forms use the same words. */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  email: 'Please enter a valid email address',
  password: 'Please enter your password',
  unauthorized: 'Unauthorized',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  passwordTooShort: 'Use at least 12 characters',
  passwordTooLong: 'Use at most 256 characters',
  passwordTooCommon: 'This password is one of the most common ones. Please choose another.',
  currentPasswordWrong: 'Your current password is not correct',
  registered: `Check your e-mail: we sent you a link to confirm your address. The link is valid for ${hours(TOKEN_TTL_HOURS.verifyEmail)}.`,
  emailNotVerified:
    'Please confirm your e-mail address first with the link we sent you. Registering again sends a new link.',
  invalidLink: 'This link is invalid, has already been used or has expired.',
  registrationPasswordWrong:
    'This is not the password you chose when you registered. Forgot it? Register again for a new link.',
  resetRequested: `If an account uses this e-mail address, we sent it a link to choose a new password. The link is valid for ${hours(TOKEN_TTL_HOURS.passwordReset)}.`,
  passwordChanged: 'Your password was changed. Your other devices were logged out.',
  accountExists: 'An account with this e-mail address already exists',
  accountDisabled: 'This account is disabled. Please contact the agency.',
  oidcNoAccount:
    'No account uses the e-mail address your identity provider gave us. Please ask the agency for an invitation.',
  oidcFailed: 'Logging in with your identity provider did not work. Please try again.',
  staffPasswordRequired: 'Please choose a password: staff accounts need one.',
  codeSent: `If a client account uses this e-mail address, we sent it a ${SIGN_IN_CODE.digits}-digit code. It is valid for ${SIGN_IN_CODE.ttlMinutes} minutes.`,
  code: `Please enter the ${SIGN_IN_CODE.digits}-digit code from the e-mail`,
  // One answer for a wrong, expired, used-up or unknown code, and for an address without an
  // account: the answer tells a stranger nothing about who has one.
  codeRefused:
    'This code is not right, or it has expired. Check the newest e-mail from us, or ask for a new code.',
} as const;

/** A log-in refused by the throttle: how long to wait, in whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed log-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset your password.`;
}

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).email(authMessages.email),
  password: z.string().min(1, authMessages.password).max(1024),
  /** Keep me signed in on this device (clients): a 30-day cookie instead of one the browser drops. */
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/auth/code: e-mail me a code. */
export const codeRequestSchema = z.object({ email: loginSchema.shape.email });
export type CodeRequestInput = z.input<typeof codeRequestSchema>;

/** POST /api/auth/code/verify: sign in with the code. */
export const codeSignInSchema = z.object({
  email: loginSchema.shape.email,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${SIGN_IN_CODE.digits}}$`), authMessages.code),
  remember: z.boolean().optional(),
});
export type CodeSignInInput = z.input<typeof codeSignInSchema>;

/** Password rules for a new password; the server also refuses the
 * 10,000 most common passwords, a list too large to send to the browser. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const emailField = loginSchema.shape.email;
const nameField = (message: string) => z.string().trim().min(1, message).max(100);
/** A one-time token from an e-mailed link (43 base64url characters). */
const tokenField = z.string().regex(/^[\w-]{20,200}$/, authMessages.invalidLink);

/** POST /api/auth/register: 202 `{ message: registered }` whether or not the e-mail is known. */
export const registerSchema = z.object({
  firstName: nameField(authMessages.firstName),
  lastName: nameField(authMessages.lastName),
  email: emailField,
  password: newPasswordSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * POST /api/auth/verify-email: 200 with the user, signed in. The link proves the mailbox; the
 * password chosen at registration proves which registration is the reader's (anyone can
 * register an address, and the link of a stranger's registration reaches its owner too).
 */
export const verifyEmailSchema = z.object({
  token: tokenField,
  password: z.string().min(1, authMessages.password).max(1024),
});
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** POST /api/auth/invitation: what the invitation holds (the token is not used up). */
export const invitationLookupSchema = z.object({ token: tokenField });
export const invitationSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The account the invitation makes: a client's, or a staff member's. */
  role: z.enum(userRoles),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * POST /api/auth/accept-invite: 200 with the new account, signed in. A client may leave the
 * password out (blank): the link itself signs them in, and later a code e-mailed to them does.
 * Staff must choose one.
 */
export const acceptInviteSchema = z.object({
  token: tokenField,
  firstName: nameField(authMessages.firstName),
  lastName: nameField(authMessages.lastName),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong)
    .refine((v) => v === '' || v.length >= PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .optional(),
});
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;

/** POST /api/auth/password-reset: 202 `{ message: resetRequested }` whatever the e-mail. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm: 200 with the user, signed in; other sessions end. */
export const passwordResetSchema = z.object({ token: tokenField, password: newPasswordSchema });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** POST /api/auth/password (signed in): 200 `{ message: passwordChanged }`; other sessions end. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, authMessages.password).max(1024),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /api/staff/clients/invite (staff): 201 `{ email, expiresAt }`; 409 accountExists. */
export const inviteClientSchema = z.object({
  email: emailField,
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  /** The client account the person joins (an imported client); none: an account of their own. */
  accountId: z.uuid().optional(),
});
export type InviteClientInput = z.input<typeof inviteClientSchema>;
export const invitationSentSchema = z.object({ email: z.string(), expiresAt: z.string() });

/** A 202 or 200 that only carries a sentence for the user. */
export const acknowledgementSchema = z.object({ message: z.string() });

/**
 * Pages the e-mailed links open; the token travels in the fragment (`#token=…`), so it never
 * reaches a server log or a Referer header.
 */
export const accountLinkPaths = {
  verifyEmail: '/verify-email',
  acceptInvite: '/accept-invite',
  resetPassword: '/reset-password',
} as const;

/** GET /api/auth/user and POST /api/auth/login: the signed-in user, never the password hash. */
export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(userRoles),
  isClient: z.boolean(),
  /**
   * Addition: the person's place on a client account: its holder (who manages its people) or a
   * member; null for staff. Optional for older answers.
   */
  accountRole: z.enum(['holder', 'member']).nullish(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * Where to go after logging in: a path of this site only (no open redirect). Anything else,
 * including `//host`, `/\host` and absolute URLs, gives `/client-portal`.
 */
export function safeReturnTo(value: unknown, fallback = '/client-portal'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[\\/]/.test(value)) {
    return fallback;
  }
  try {
    const base = 'http://return.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Checked after normalising: `/.//evil.example` becomes `//evil.example`, another host.
    return /^\/[\\/]/.test(path) ? fallback : path;
  } catch {
    return fallback;
  }
}

// --- the log-in flow's endpoints ----------------------------------------------------------------

/** A request that signs someone in on this browser: it answers the user. */
const signingIn = <const P extends `/${string}`, B extends z.ZodType>(path: P, body: B) =>
  endpoint('POST', path, { body, response: { 200: authUserSchema } });

/**
 * A request answered 202 with a sentence before its work is done, whatever the address: the
 * answer and its time tell nobody whether the address has an account.
 */
const acknowledged = <const P extends `/${string}`, B extends z.ZodType>(path: P, body: B) =>
  endpoint('POST', path, { body, response: { 202: acknowledgementSchema } });

/**
 * What the log-in, registration and password pages call, and the browser's redirects into and
 * out of a session. The requests that can send e-mail or try a link's token are rate-limited.
 */
export const authEndpoints = {
  login: signingIn('/api/auth/login', loginSchema),
  /** E-mails a sign-in code. */
  requestCode: acknowledged('/api/auth/code', codeRequestSchema),
  codeSignIn: signingIn('/api/auth/code/verify', codeSignInSchema),
  user: endpoint('GET', sessionEndpoints.user.path, { response: { 200: authUserSchema } }),
  register: acknowledged('/api/auth/register', registerSchema),
  verifyEmail: signingIn('/api/auth/verify-email', verifyEmailSchema),
  invitation: endpoint('POST', '/api/auth/invitation', {
    body: invitationLookupSchema,
    response: { 200: invitationSchema },
  }),
  acceptInvite: signingIn('/api/auth/accept-invite', acceptInviteSchema),
  requestPasswordReset: acknowledged('/api/auth/password-reset', passwordResetRequestSchema),
  resetPassword: signingIn('/api/auth/password-reset/confirm', passwordResetSchema),
  /** Signed in: the current password and the new one. */
  changePassword: endpoint('POST', '/api/auth/password', {
    body: changePasswordSchema,
    response: { 200: acknowledgementSchema },
  }),
  /** `returnTo`: where to come back to once signed in (see safeReturnTo). */
  loginRedirect: endpoint('GET', sessionEndpoints.loginRedirect.path, {
    querystring: z.object({ returnTo: z.string().max(2000).optional() }),
  }),
  /** The identity provider's answer: whatever it sends is checked by openid-client. */
  oidcCallback: endpoint('GET', '/api/auth/oidc/callback'),
  logout: sessionEndpoints.logout,
};
