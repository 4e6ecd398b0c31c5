// Hostile values in the body, query and params of every /api route of the route table: whatever
// arrives, the answer is not a 5xx. Each route starts from the valid call of its
// authorization-matrix entry, made by a caller its guard lets in, and every field of it is replaced
// in turn by values that once reached the database and failed there (a NUL byte, an id above 2^31,
// an impossible date) and by others of their kind.
import { describe, expect, it } from 'vitest';
import type { Caller, MatrixEntry } from '#tests/helpers/authorization-matrix';
import { loadMatrix, setUpMatrixApp } from '#tests/helpers/matrix-app';
import { rateLimits } from './db/schema';

const { matrix } = loadMatrix();
const t = setUpMatrixApp('hostile');
const { ctx } = t;

/** Values for a field of the body, whatever its type. */
const hostileValues: unknown[] = [
  'a\u0000b',
  '\u0000',
  '2026-02-31',
  '0001-01-01',
  '\u202Egnp.exe',
  "'; drop table users; --",
  'x'.repeat(20_000),
  2_147_483_648,
  1e20,
  1e308,
  -1,
  0.5,
  null,
  true,
  {},
  [],
];

/**
 * Shapes no form sends, written as JSON text because building them as values would overflow the
 * walk that writes them: 5,000 levels of arrays and of objects (39 KB), an array of 50,000 numbers,
 * a key of 10,000 characters and an object of 2,000 keys.
 */
const hostileShapes: string[] = [
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  `[${Array.from({ length: 50_000 }, (_, i) => i).join(',')}]`,
  `{${JSON.stringify('k'.repeat(10_000))}:1}`,
  `{${Array.from({ length: 2_000 }, (_, i) => `"k${i}":"v"`).join(',')}}`,
];
const SHAPE = '__hostile_shape__';

/** Values for a path parameter or a query value (always text on the wire). */
const hostileText = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e309',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '2026-02-31',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(300),
];

/** A caller the route's guard lets in (staff routes: the admin; the portal's: client A). */
function callerFor(entry: MatrixEntry): Caller {
  const order: Caller[] = ['admin', 'clientA', 'agent', 'anonymous'];
  return order.find((c) => entry.expect[c] < 400) ?? 'admin';
}

/** Every path to a leaf of a JSON value, and the value with one leaf replaced. */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i])).concat([at]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  }
  return [at];
}
function replaced(value: unknown, at: (string | number)[], next: unknown): unknown {
  if (at.length === 0) return next;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, next);
  return copy;
}

/** The URL with the path segment of `param` (from the route's pattern) set to `value`. */
function withParam(pattern: string, url: string, param: string, value: string): string {
  const [pathPart, query] = url.split('?');
  const segments = pathPart!.split('/');
  const index = pattern.split('/').indexOf(`:${param}`);
  segments[index] = value;
  return segments.join('/') + (query ? `?${query}` : '');
}

function withQuery(url: string, key: string, value: string): string {
  const [pathPart, query] = url.split('?');
  const params = new URLSearchParams(query);
  params.set(key, value);
  // Percent-escapes in the hostile values are meant to arrive as written.
  const search = [...params]
    .map(([k, v]) => `${encodeURIComponent(k)}=${/%/.test(v) ? v : encodeURIComponent(v)}`)
    .join('&');
  return `${pathPart}?${search}`;
}

describe.each(Object.entries(matrix))('%s', (route, entry) => {
  const [method, pattern] = route.split(' ') as [
    'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    string,
  ];
  const params = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  /**
   * The query's names as the route declares them. A route that declares no query does not read
   * one (its handler is given none), so nothing there reaches a handler or the database.
   */
  const declared = (): string[] => {
    const schema = t.app.routeTable.find((r) => r.method === method && r.url === pattern)?.schema;
    const query = schema?.querystring as { shape?: object } | undefined;
    if (query && !query.shape) throw new Error(`${route}: a query schema that is not an object`);
    return Object.keys(query?.shape ?? {});
  };

  it('answers no hostile value with a 5xx', async () => {
    const caller = callerFor(entry);
    const cookie = await t.sessionOf(caller);
    const { url, payload, headers = {} } = await entry.call(ctx, caller);
    const multipart = Object.entries(headers).some(
      ([k, v]) => k.toLowerCase() === 'content-type' && v.startsWith('multipart/'),
    );
    const requests: { url: string; payload?: unknown; json?: string }[] = [];
    for (const param of params) {
      for (const value of hostileText)
        requests.push({ url: withParam(pattern, url, param, value), payload });
    }
    const queryKeys = new Set([...new URLSearchParams(url.split('?')[1]).keys(), ...declared()]);
    for (const key of queryKeys) {
      for (const value of hostileText) requests.push({ url: withQuery(url, key, value), payload });
    }
    if (payload !== undefined && typeof payload === 'object' && !multipart) {
      for (const at of leaves(payload)) {
        for (const value of hostileValues)
          requests.push({ url, payload: replaced(payload, at, value) });
      }
      for (const body of [[], 'text', 42, null]) requests.push({ url, payload: body });
      for (const at of [[], ...leaves(payload)]) {
        const around = JSON.stringify(replaced(payload, at, SHAPE));
        for (const shape of hostileShapes)
          requests.push({ url, json: around.replace(JSON.stringify(SHAPE), shape) });
      }
    }

    const failures: string[] = [];
    for (let i = 0; i < requests.length; i += 4) {
      // Within every route's rate limit, so each value reaches validation and the handler.
      await ctx.database.db.delete(rateLimits);
      const answers = await Promise.all(
        requests.slice(i, i + 4).map(async (request) => {
          const json =
            request.json !== undefined ||
            (request.payload !== undefined && typeof request.payload !== 'string');
          const body =
            request.json ??
            (request.payload === undefined || typeof request.payload === 'string'
              ? (request.payload as string | undefined)
              : JSON.stringify(request.payload));
          const res = await t.app.inject({
            method,
            url: request.url,
            ...(body !== undefined ? { payload: body } : {}),
            headers: {
              ...headers,
              ...(json && !multipart ? { 'content-type': 'application/json' } : {}),
              ...(cookie ? { cookie } : {}),
            },
            remoteAddress: '198.51.100.200',
          });
          return { request, res };
        }),
      );
      for (const { request, res } of answers) {
        if (res.statusCode >= 500) {
          failures.push(
            `${res.statusCode} ${method} ${request.url.slice(0, 120)} ${(request.json ?? JSON.stringify(request.payload))?.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
