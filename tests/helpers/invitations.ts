import type { FastifyInstance } from 'fastify';

/** What an invitee types on the accept page; with a blank password the link alone signs a client in. */
export interface Invitee {
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * POST /api/auth/accept-invite with an invitation's token, as the accept page sends it, once the
 * work its answer leaves behind is done; the test asserts on the answer.
 */
export async function acceptInvitation(
  app: FastifyInstance,
  token: string,
  { firstName, lastName, password }: Invitee,
  remoteAddress = '203.0.113.10',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/accept-invite',
    payload: { token, firstName, lastName, password },
    remoteAddress,
  });
  await app.answeredWork();
  return res;
}
