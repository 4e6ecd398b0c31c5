// Authorization matrix entries of this module's routes (src/server/authorization.test.ts). Each
// call on a document uses one of client A's account: A and staff reach it, client B is told it
// does not exist, and so is member A when the document is not about the one policy they see.
import { ownerOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';
import { freshDocumentOfA, welcomeLetterOfA } from '#tests/helpers/matrix-records';
import { samplePdf, uploadBody } from '#tests/fixtures/documents';

export const matrix: MatrixEntries = {
  // Client A's account's list, named by id: staff may ask for any client's, client B for nobody
  // else's; member A gets what their scope shows.
  'GET /api/documents': {
    call: (ctx) => ({ url: `/api/documents?accountId=${ctx.accountIds.clientA}` }),
    expect: ownerOnly(200, 200),
  },
  // An upload into client A's portal: A's or member A's own, or staff's for A; client B may not
  // name A.
  'POST /api/documents': {
    call: (ctx) => {
      const body = uploadBody('matrix.pdf', samplePdf(), 'application/pdf', {
        accountId: ctx.accountIds.clientA,
      });
      return { url: '/api/documents', payload: body.payload, headers: body.headers };
    },
    expect: ownerOnly(201, 201),
  },
  'GET /api/documents/:id/download': {
    call: async (ctx) => ({ url: `/api/documents/${await welcomeLetterOfA(ctx)}/download` }),
    expect: ownerOnly(200, 200, 404),
  },
  'DELETE /api/documents/:id': {
    call: async (ctx) => ({ url: `/api/documents/${await freshDocumentOfA(ctx)}` }),
    expect: ownerOnly(204, 204, 404),
  },
};
