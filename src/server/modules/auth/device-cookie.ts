import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountTag } from './login-throttle';

/** Accounts a browser remembers having logged in to (a shared family computer). */
const MAX_ACCOUNTS = 5;
const LIFETIME_S = 180 * 24 * 3600;

/**
 * The device cookie of OWASP's "slow down online guessing with device cookies": a signed,
 * HttpOnly cookie set at a successful log-in, naming this browser (a random id) and the
 * accounts it logged in to (as tags, not addresses). Log-in attempts from a browser that holds
 * it for the account pass only the gate of that browser (./login-throttle.ts).
 */
export function deviceCookie(secure: boolean) {
  const name = secure ? '__Host-ldev' : 'ldev';

  function read(request: FastifyRequest): { id: string; tags: string[] } | null {
    const raw = request.cookies[name];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const [id, ...tags] = unsigned.value.split('.');
    return id && /^[\w-]{22}$/.test(id) ? { id, tags } : null;
  }

  return {
    /** This browser's id when it has logged in to the account before, else undefined. */
    trustedFor(request: FastifyRequest, email: string): string | undefined {
      const device = read(request);
      return device?.tags.includes(accountTag(email)) ? device.id : undefined;
    },

    /** Remembers that this browser logged in to the account. */
    remember(request: FastifyRequest, reply: FastifyReply, email: string) {
      const device = read(request) ?? { id: randomBytes(16).toString('base64url'), tags: [] };
      const tag = accountTag(email);
      const tags = [tag, ...device.tags.filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS);
      reply.setCookie(name, [device.id, ...tags].join('.'), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: LIFETIME_S,
      });
    },
  };
}
