import fp from 'fastify-plugin';
import { NUL_MESSAGE, withoutInvisibleControls } from '#shared/text';
import { HttpError } from './errors';

/** Fields whose text is a secret, compared as typed: never rewritten. */
const SECRET_KEY = /password|token/i;

/** The dotted path of the first string holding a NUL byte, or null. */
function firstNul(value: unknown, at: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = firstNul(inner, at ? `${at}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** The body with invisible controls taken out of every string but secrets'. */
function cleaned(value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return SECRET_KEY.test(key) ? value : withoutInvisibleControls(value);
  if (Array.isArray(value)) return value.map((v) => cleaned(v, key));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleaned(v, k)]));
}

/**
 * Text people send, before any route reads it: a NUL byte, which PostgreSQL cannot store, answers
 * 400 naming the field, wherever it is (body, query, path); the invisible bidirectional and
 * zero-width controls are taken out of the body's text.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const at =
        firstNul(request.params, '') ?? firstNul(request.query, '') ?? firstNul(request.body, '');
      if (at !== null) {
        return done(new HttpError(400, NUL_MESSAGE, [{ path: at, message: NUL_MESSAGE }]));
      }
      if (request.body !== undefined) request.body = cleaned(request.body);
      done();
    });
  },
  { name: 'input-text' },
);
