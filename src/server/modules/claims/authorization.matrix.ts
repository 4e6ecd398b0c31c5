// Authorization matrix entries of the portal's claims (src/server/authorization.test.ts).
import { ownerOnly, signedIn, type MatrixEntries } from '#tests/helpers/authorization-matrix';
import { submittedClaimOfA } from '#tests/helpers/matrix-records';
import { samplePdf, uploadBody } from '#tests/fixtures/documents';

export const matrix: MatrixEntries = {
  'POST /api/client/claims/:id/attachments': {
    call: async (ctx) => {
      const body = uploadBody('damage.pdf', samplePdf(), 'application/pdf');
      return {
        url: `/api/client/claims/${await submittedClaimOfA(ctx)}/attachments`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: ownerOnly(201),
  },
  'GET /api/client/claims': { call: () => ({ url: '/api/client/claims' }), expect: signedIn(200) },
  // A claim on client A's policy: only A may file it; for everyone else the policy does not exist.
  'POST /api/client/claims': {
    call: (ctx) => ({
      url: '/api/client/claims',
      payload: {
        policyId: ctx.clientAPolicyId,
        incidentDate: '2026-01-05',
        description: 'Matrix check of who may file on this policy.',
        amount: null,
      },
    }),
    expect: ownerOnly(201),
  },
};
