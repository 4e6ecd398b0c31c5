import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountName, clientEndpoints as endpoints } from '#shared/clients';
import { eq } from 'drizzle-orm';
import { clientAccounts } from '#server/db/schema';
import { siteOrigin } from '#server/config';
import { serve } from '#server/plugins/endpoints';
import { HttpError } from '#server/plugins/errors';
import { clientActor, currentUser, requireUser } from '../auth/guards';
import { withdrawInvitation } from '../invitations/service';
import { peopleService } from './people';
import { perPersonLimit } from '../../plugins/rate-limit';

/** Invitations one holder may send in an hour: each e-mails an address they typed. */
export const MEMBER_INVITE_RATE_LIMIT = { max: 10, timeWindow: 3600 * 1000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The holder's account; anyone else (a member, staff) is told the area does not exist. */
function heldAccount(request: FastifyRequest): string {
  const user = currentUser(request);
  if (user.accountRole !== 'holder' || !user.accountId) throw new HttpError(404, 'Not found');
  return user.accountId;
}

/**
 * The people of the signed-in holder's account (`/api/client/people*`): who signs in, invitations
 * of household members or a business's staff (every policy, or the chosen ones), and removing a
 * member's access. Staff do the same from a client's page (./staff-routes.ts).
 */
const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const people = peopleService(app.database.db, app.sessions, {
    origin: siteOrigin(app.config),
    agency: app.config.agency,
  });
  app.addHook('onRequest', requireUser);

  // Any person of an account: what kind of client it is and their part in it. Staff have none.
  serve(app, endpoints.account, async (request) => {
    const user = currentUser(request);
    if (!user.accountId || !user.accountRole || !user.policyScope) {
      throw new HttpError(404, 'Not found');
    }
    const [account] = await app.database.db
      .select()
      .from(clientAccounts)
      .where(eq(clientAccounts.id, user.accountId));
    if (!account) throw new HttpError(404, 'Not found');
    return {
      kind: account.kind,
      name: accountName(account),
      accountRole: user.accountRole,
      policyScope: user.policyScope,
    };
  });

  serve(app, endpoints.people, async (request) => people.list(heldAccount(request)));

  serve(
    app,
    endpoints.invite,
    async (request, reply) => {
      const accountId = heldAccount(request);
      const sent = await people.invite(accountId, request.body, clientActor(request));
      return reply.code(201).send(sent);
    },
    {
      config: perPersonLimit(
        MEMBER_INVITE_RATE_LIMIT,
        `You have sent ${MEMBER_INVITE_RATE_LIMIT.max} invitations in the last hour. Please try again later, or call us.`,
      ),
    },
  );

  // A member invitation of the holder's account, before it is accepted: its link opens nothing.
  serve(app, endpoints.withdrawInvitation, async (request) =>
    withdrawInvitation(
      app.database.db,
      request.params.id,
      { holderOf: heldAccount(request) },
      currentUser(request).id,
    ),
  );

  serve(app, endpoints.revoke, async (request) => {
    const accountId = heldAccount(request);
    if (!UUID.test(request.params.id)) throw new HttpError(404, 'Not found');
    return people.revoke(accountId, request.params.id, clientActor(request));
  });
};

export default fp(peopleRoutes, {
  name: 'people-routes',
  dependencies: ['session', 'rate-limit'],
  encapsulate: true,
});
