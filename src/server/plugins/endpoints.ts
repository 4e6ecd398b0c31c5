import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint, EndpointSchema } from '#shared/endpoints';

/** The app a route plugin of the type provider receives. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler of `S`'s endpoint: its request's params, query and body typed by the schemas. */
export type EndpointHandler<S extends EndpointSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** What a route adds to its endpoint: its hooks, limits and rate limit. */
export type EndpointOptions = Pick<
  RouteOptions,
  'preHandler' | 'onRequest' | 'bodyLimit' | 'config'
>;

/**
 * Registers one endpoint of the shared route table (src/shared/endpoints.ts): its method, path
 * and schemas as the browser calls them, with `handler`.
 */
export function serve<S extends EndpointSchema>(
  app: ZodApp,
  route: Endpoint<string & Endpoint['method'], string, S>,
  handler: EndpointHandler<S>,
  options: EndpointOptions = {},
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: route.schema,
    ...options,
    handler: handler as RouteHandlerMethod,
  } as RouteOptions);
}
