// Authorization matrix entries of the portal's certificates (src/server/authorization.test.ts).
import { ownerOnly, signedIn, type MatrixEntries } from '#tests/helpers/authorization-matrix';
import { holderOfA } from '#tests/helpers/matrix-records';

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

export const matrix: MatrixEntries = {
  'GET /api/client/certificate-holders': {
    call: () => ({ url: '/api/client/certificate-holders' }),
    expect: signedIn(200),
  },
  // Each client adds a holder to their own account; staff have none to add it to.
  'POST /api/client/certificate-holders': {
    call: () => ({
      url: '/api/client/certificate-holders',
      payload: { name: 'Matrix General Contractors', state: 'KS' },
    }),
    expect: { ...signedIn(201), agent: 404, admin: 404 },
  },
  'PUT /api/client/certificate-holders/:id': {
    call: async (ctx) => ({
      url: `/api/client/certificate-holders/${await holderOfA(ctx)}`,
      payload: { name: 'Matrix Property Management LLC' },
    }),
    // Member A sees one policy: a holder of every policy's certificates is not theirs to change.
    expect: ownerOnly(200, 404, 403),
  },
  'POST /api/client/certificate-requests': {
    call: async (ctx) => ({
      url: '/api/client/certificate-requests',
      payload: {
        holderId: await holderOfA(ctx),
        neededByDate: tomorrow(),
        neededByTime: '15:00',
        additionalInsured: true,
      },
    }),
    expect: ownerOnly(201),
  },
  'GET /api/client/certificates': {
    call: () => ({ url: '/api/client/certificates' }),
    expect: signedIn(200),
  },
};
