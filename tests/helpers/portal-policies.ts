import type { FastifyInstance } from 'fastify';
import type { Policy } from '#shared/policies';

/** The policies the portal lists to the person signed in with `cookie`. */
export async function policiesOf(app: FastifyInstance, cookie: string) {
  const res = await app.inject({ method: 'GET', url: '/api/client/policies', headers: { cookie } });
  return res.json<Policy[]>();
}

/** The person's active policy of a type (`Auto`, `Renters`): a test's starting point. */
export async function activePolicy(app: FastifyInstance, cookie: string, type: string) {
  const policy = (await policiesOf(app, cookie)).find(
    (p) => p.policyType === type && p.status === 'active',
  );
  if (!policy) throw new Error(`no active ${type} policy`);
  return policy;
}
