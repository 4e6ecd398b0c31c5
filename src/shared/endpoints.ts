import type { z } from 'zod';

/**
 * The API's route table, written once for both sides. Each noun's shared file declares its
 * endpoints with `endpoint()`: the method, the path (with `:name` parameters) and the zod schemas
 * of what it takes and answers. The server registers each with `serve()`
 * (src/server/plugins/endpoints.ts), which validates and serializes with those schemas; the
 * browser calls it with `callApi()` (src/web/lib/api.ts), which fills the path and types the
 * answer from the same schemas. A path or a payload cannot drift between them.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of one endpoint, as Fastify reads them (`querystring`, `response` by status). */
export interface EndpointSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<number, z.ZodType>>;
}

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  S extends EndpointSchema = EndpointSchema,
> {
  readonly method: M;
  readonly path: P;
  readonly schema: S;
}

/** One endpoint of the table: `endpoint('POST', '/api/staff/policies/:id/cancel', {...})`. */
export function endpoint<
  const M extends Method,
  const P extends `/${string}`,
  const S extends EndpointSchema = Record<never, never>,
>(method: M, path: P, schema: S = {} as S): Endpoint<M, P, S> {
  return { method, path, schema };
}

/**
 * A console queue's two reads: the list at `path` (filtered by its query) and one record at
 * `path/:id`. `ofRecord` is the record's `params` and its 200 answer, which the queue's writes on
 * the record (`path/:id/...`) spread into their own declarations.
 */
export function queueEndpoints<
  const P extends `/${string}`,
  const Q extends z.ZodType,
  const L extends z.ZodType,
  const R extends { params: z.ZodType; response: { 200: z.ZodType } },
>(path: P, { query, list, ofRecord }: { query: Q; list: L; ofRecord: R }) {
  return {
    queue: endpoint('GET', path, { querystring: query, response: { 200: list } }),
    record: endpoint('GET', `${path}/:id` as `${P}/:id` & `/${string}`, ofRecord),
  };
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's `:name` parameters take. */
export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/** Whether the path has parameters to fill. */
export type HasParams<P extends string> = [ParamNames<P>] extends [never] ? false : true;

/** The body an endpoint takes, as the caller writes it (before the schema's defaults). */
export type BodyOf<E extends Endpoint> = E['schema'] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;

/** The query string an endpoint reads. */
export type QueryOf<E extends Endpoint> = E['schema'] extends {
  querystring: infer Q extends z.ZodType;
}
  ? z.input<Q>
  : never;

/** What a successful call answers: the 200's or the 201's schema, nothing for a 204. */
export type ResponseOf<E extends Endpoint> = E['schema'] extends {
  response: infer R;
}
  ? R extends { 200: infer T extends z.ZodType }
    ? z.output<T>
    : R extends { 201: infer T extends z.ZodType }
      ? z.output<T>
      : void
  : unknown;

/** `/api/staff/clients/:id/notes` with `{ id: 'abc' }`: `/api/staff/clients/abc/notes`. */
export function fillPath<P extends string>(path: P, params?: PathParams<P>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => paramValue(path, params, name));
}

function paramValue(path: string, params: object | undefined, name: string): string {
  const value = (params as Record<string, string | number> | undefined)?.[name];
  if (value === undefined) throw new Error(`${path}: no value for :${name}`);
  return encodeURIComponent(String(value));
}

/**
 * The query key of a read: the path cut at its parameters, so `['/api/staff/clients']` is the
 * prefix of every client's key (`['/api/staff/clients', 'abc', 'timeline']`) and invalidating it
 * reads them all again. Joined with `/`, the parts are the path the default query reads.
 */
export function pathKey<P extends string>(path: P, params?: PathParams<P>): string[] {
  const key: string[] = [];
  for (const [index, part] of path.split(/\/:(\w+)/).entries()) {
    if (index % 2 === 1) {
      key.push(paramValue(path, params, part));
    } else if (part) {
      key.push(index === 0 ? part : part.replace(/^\//, ''));
    }
  }
  return key;
}
