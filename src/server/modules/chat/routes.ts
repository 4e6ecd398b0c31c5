import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { HttpError } from '../../plugins/errors';
import { isCrossSiteRequest, siteOrigins } from '../../plugins/security';
import { CHAT_LIMITS } from '#shared/chat';
import { createChatServer, type ChatServer } from './chat-server';
import { agencyMail, publicOriginOf } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatServer;
  }
}

/**
 * `/ws`: the live chat's socket. The session cookie identifies the user at the upgrade; a page of
 * another site cannot open it (the Origin is checked, as for any write).
 */
export default fp<{ heartbeatMs?: number }>(
  async (app, { heartbeatMs }) => {
    const publicOrigin = publicOriginOf(app.config);
    await app.register(websocket, {
      options: { maxPayload: CHAT_LIMITS.maxMessageLength * 8 },
    });
    const chat = await createChatServer({
      database: app.database,
      log: app.log.child({ module: 'chat' }),
      ...agencyMail(app.config),
      heartbeatMs,
    });
    app.decorate('chat', chat);
    // A session that ends takes its sockets with it, on every instance.
    app.sessions.onEnded((ended, tx) => chat.sessionsEnded(ended, tx));
    app.addHook('preClose', async () => chat.close());

    app.get(
      '/ws',
      {
        websocket: true,
        preValidation: async (request) => {
          if (isCrossSiteRequest(request.headers, siteOrigins(request, publicOrigin))) {
            throw new HttpError(403, 'Cross-site requests are not allowed.');
          }
        },
      },
      (socket, request) => chat.attach(socket, request.session),
    );
  },
  { name: 'chat', dependencies: ['session'] },
);
