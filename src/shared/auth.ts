import { z } from 'zod';

/** Texts of the log-in flow; the server and the forms use the same words. */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  email: 'Please enter a valid email address',
  password: 'Please enter your password',
  unauthorized: 'Unauthorized',
  tooManyAttempts:
    'Too many failed log-in attempts. Please wait 15 minutes, or reset your password.',
} as const;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).email(authMessages.email),
  password: z.string().min(1, authMessages.password).max(1024),
});
export type LoginInput = z.input<typeof loginSchema>;

export const userRoles = ['client', 'agent', 'admin'] as const;

/** GET /api/auth/user and POST /api/auth/login: the signed-in user, never the password hash. */
export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(userRoles),
  isClient: z.boolean(),
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
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
