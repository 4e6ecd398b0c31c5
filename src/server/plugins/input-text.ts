import fp from 'fastify-plugin';
import { NESTING_MESSAGE, NUL_MESSAGE, withoutInvisibleControls } from '#shared/text';
import { HttpError } from './errors';

/** Fields whose text is a secret, compared as typed: never rewritten. */
const SECRET_KEY = /password|token/i;

/**
 * How deep a body may nest. The deepest form the product takes is four levels (a change request's
 * vehicle inside its details inside a list); a body of thousands of levels is someone probing, and
 * a recursive walk over it would overflow the stack.
 */
export const MAX_NESTING = 32;

type Found = { nul: string } | { tooDeep: true } | null;

/**
 * One walk over a value with an explicit stack (never recursion, whatever the depth): the dotted
 * path of the first string holding a NUL byte, or a nesting deeper than MAX_NESTING, or null.
 * When `clean` is set, the invisible controls are taken out of every string but secrets' in place.
 */
function walk(root: unknown, clean: boolean): Found {
  if (typeof root === 'string') return root.includes('\u0000') ? { nul: '' } : null;
  if (root === null || typeof root !== 'object') return null;
  const stack: { value: object; at: string; depth: number }[] = [{ value: root, at: '', depth: 1 }];
  while (stack.length > 0) {
    const { value, at, depth } = stack.pop()!;
    if (depth > MAX_NESTING) return { tooDeep: true };
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const inner = record[key];
      const path = at ? `${at}.${key}` : key;
      if (typeof inner === 'string') {
        if (inner.includes('\u0000')) return { nul: path };
        // An array's strings take the key of the array that holds them.
        const name = Array.isArray(value) ? at.slice(at.lastIndexOf('.') + 1) : key;
        if (clean && !SECRET_KEY.test(name)) record[key] = withoutInvisibleControls(inner);
      } else if (inner !== null && typeof inner === 'object') {
        stack.push({ value: inner, at: path, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * Text people send, before any route reads it: a NUL byte, which PostgreSQL cannot store, answers
 * 400 naming the field, wherever it is (body, query, path); a body nested deeper than any form of
 * the product answers 400; the invisible bidirectional and zero-width controls are taken out of
 * the body's text.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      for (const [part, clean] of [
        [request.params, false],
        [request.query, false],
        [request.body, true],
      ] as const) {
        const found = walk(part, clean);
        if (found === null) continue;
        if ('tooDeep' in found) return done(new HttpError(400, NESTING_MESSAGE));
        return done(new HttpError(400, NUL_MESSAGE, [{ path: found.nul, message: NUL_MESSAGE }]));
      }
      if (typeof request.body === 'string' && !request.body.includes('\u0000')) {
        request.body = withoutInvisibleControls(request.body);
      }
      done();
    });
  },
  { name: 'input-text' },
);
