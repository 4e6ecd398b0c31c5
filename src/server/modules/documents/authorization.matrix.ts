// Authorization matrix entries of this module's routes (src/server/authorization.test.ts). Each
// call on a document uses one of client A's account: A and staff reach it, client B is told it
// does not exist, and so is member A when the document is not about the one policy they see.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ownerOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { insertedId } from '#tests/helpers/matrix-records';
import { samplePdf, uploadBody } from '#tests/fixtures/documents';
import { documents } from '../../db/schema';

/** Client A's seeded welcome letter, whose file the seed wrote into the app's DATA_DIR. */
async function welcomeLetterOfA(ctx: MatrixContext) {
  const [row] = await ctx.database.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.accountId, ctx.accountIds.clientA),
        eq(documents.filePath, 'demo/welcome-letter.pdf'),
      ),
    );
  return row!.id;
}

/** A fresh document of client A for each caller, so one caller's delete leaves the next one's. */
function freshDocumentOfA(ctx: MatrixContext) {
  return insertedId(ctx, documents, {
    accountId: ctx.accountIds.clientA,
    uploadedBy: ctx.ids.clientA,
    fileName: 'matrix.pdf',
    // No file under this key: removing a missing file is not an error.
    filePath: randomUUID(),
    fileSize: 1,
    mimeType: 'application/pdf',
  });
}

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
