import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import errors, { loggableError } from './plugins/errors';
import metrics from './plugins/metrics';
import inputText from './plugins/input-text';
import rateLimit from './plugins/rate-limit';
import session from './plugins/session';
import security, { baselineHeaders } from './plugins/security';
import staticSite, { requestIdOf } from './plugins/static-site';
import authRoutes from './modules/auth/routes';
import redirectRoutes from './modules/auth/redirect-routes';
import accountRoutes from './modules/auth/account-routes';
import staffRoutes from './modules/console/routes';
import appointmentRoutes from './modules/appointments/routes';
import policyRoutes from './modules/policies/routes';
import claimRoutes from './modules/claims/routes';
import paymentRoutes from './modules/payments/routes';
import changeRequestRoutes from './modules/change-requests/routes';
import certificateRoutes from './modules/certificates/routes';
import peopleRoutes from './modules/clients/routes';
import chatRoutes from './modules/chat/routes';
import healthRoutes from './modules/health/routes';
import leadRoutes from './modules/leads/routes';
import documentRoutes from './modules/documents/routes';
import documents from './modules/documents/service';
import accounts from './modules/auth/accounts';
import invitations from './modules/invitations/service';
import assistantRoutes from './modules/assistant/routes';
import seoRoutes from './modules/seo/routes';
import housekeeping from './plugins/housekeeping';
import afterAnswer from './plugins/after-answer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /**
     * Every route as registered (HEAD twins left out), with its schemas: the authorization
     * matrix and the hostile-input tests read it.
     */
    routeTable: { method: string; url: string; schema?: FastifySchema }[];
    /** Set when the process is going away: /readyz answers 503 while requests are still served. */
    lifecycle: { draining: boolean };
  }
}

export interface AppDeps {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests shorten the chat's heartbeat. */
  chatHeartbeatMs?: number;
  /** Tests shorten the connection timeouts. */
  timeouts?: Partial<typeof CONNECTION_TIMEOUTS>;
}

/**
 * How long a connection may take: the server listens on 0.0.0.0 with nothing in front, so a client
 * that trickles a request must not hold a connection for long. A request has 120 s to arrive whole
 * (a 10 MB upload at 1 Mbit/s takes about 85 s), its headers 20 s, and a connection that sends
 * nothing for 15 s mid-request is closed. A live chat socket, once upgraded, answers to its
 * heartbeat instead.
 */
export const CONNECTION_TIMEOUTS = {
  requestMs: 120_000,
  headersMs: 20_000,
  idleMs: 15_000,
  /** How often Node checks the request and headers timeouts (its default, 30 s, is coarse). */
  checkEveryMs: 2_000,
};

const frameworkErrorHeaders = baselineHeaders();

/**
 * The request log: one line per request once its answer is finished, with the method, the URL,
 * the status code and the time taken (Fastify's own two lines carried whole request and response
 * objects, and were a third of the CPU time of a static page hit). Fastify calls
 * `requestCompleted` itself when a response ends, so no hook of ours runs per request for it. A
 * failed request's error is logged where it is handled (./plugins/errors.ts); an answer that
 * broke off while being sent is logged here with its error.
 */
class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      // Who asked: the client's address (behind a proxy, as TRUST_PROXY reads it) and the
      // signed-in user's id, never their name or e-mail.
      ip: request.ip,
      ...(request.session ? { userId: request.session.user.id } : {}),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/**
 * The HTTP server, as Fastify would make it (its timeouts and limits), whose requests first meet
 * `front()`: a prerendered page or an asset is answered there, straight from memory; anything
 * else goes to Fastify. `app.inject()` never comes through here, so tests of the routes see
 * the same answers the pipeline gives (plugins/static-front-door.test.ts compares the two).
 */
function frontDoor(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  options: FastifyServerOptions & { http?: http.ServerOptions },
  front: () => ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined,
): http.Server {
  const server = http.createServer(options.http ?? {}, (req, res) => {
    if (!front()?.(req, res)) handler(req, res);
  });
  server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
  server.requestTimeout = options.requestTimeout ?? 0;
  server.setTimeout(options.connectionTimeout ?? 0);
  if ((options.maxRequestsPerSocket ?? 0) > 0)
    server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
  return server;
}

/** Builds the whole application without listening: `main.ts` listens, tests call `inject()`. */
export async function buildApp(config: Config, deps: AppDeps) {
  const timeouts = { ...CONNECTION_TIMEOUTS, ...deps.timeouts };
  /** The static site's answer, known once its plugin has loaded the build. */
  const front: { serve?: (req: IncomingMessage, res: ServerResponse) => boolean } = {};
  const app = Fastify({
    // Errors are logged without the values they carry (personal data): ./plugins/errors.ts.
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
            serializers: { err: loggableError },
          },
    genReqId: requestIdOf,
    // The server lets the prerendered site answer from memory before Fastify's pipeline.
    serverFactory: (handler, options) => frontDoor(handler, options, () => front.serve),
    requestIdHeader: false,
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    // A count of proxies: the first `n` hops back from the socket are proxies, and the address
    // the nearest of them saw is the client's (what proxy-addr does with a number).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    // A URL the router cannot read (`/%`) is answered before any hook: with the site's headers
    // and the API's error shape all the same.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.headers(frameworkErrorHeaders).code(400).send({ message: 'Invalid request' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('lifecycle', { draining: false });
  const routeTable: { method: string; url: string; schema?: FastifySchema }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  // Sync hooks: an async hook per request cost about 10 µs in the static benchmark.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // The complete list, in order. Each plugin names what it depends on (fastify-plugin's
  // `dependencies`), so a misordered list fails at start-up with the missing name.
  // Infrastructure: headers, the prerendered site, errors, input, limits, sessions.
  await app.register(security);
  await app.register(staticSite, { clientDir: config.clientDir });
  front.serve = app.serveStaticFast;
  await app.register(errors);
  // Before the routes: its hook times every one of them.
  await app.register(metrics);
  await app.register(inputText);
  await app.register(rateLimit);
  await app.register(session);
  // Services other areas use: app.accounts, app.documentStorage and app.uploadLimits.
  await app.register(afterAnswer);
  await app.register(accounts);
  await app.register(invitations);
  await app.register(documents);
  await app.register(housekeeping);
  // Routes, one plugin per area.
  await app.register(seoRoutes);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(redirectRoutes);
  await app.register(accountRoutes);
  await app.register(leadRoutes);
  await app.register(documentRoutes);
  await app.register(policyRoutes);
  await app.register(claimRoutes);
  await app.register(paymentRoutes);
  await app.register(appointmentRoutes);
  await app.register(changeRequestRoutes);
  await app.register(certificateRoutes);
  await app.register(peopleRoutes);
  await app.register(staffRoutes);
  await app.register(chatRoutes, { heartbeatMs: deps.chatHeartbeatMs });
  await app.register(assistantRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Trusts the nearest `hops` proxies, whatever their addresses, and no address a client wrote. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
