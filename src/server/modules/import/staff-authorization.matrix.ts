// Authorization matrix entries of the book import (src/server/authorization.test.ts): admins
// only; a client or an agent is told the routes do not exist.
import { adminOnly, fresh, type MatrixEntries } from '#tests/helpers/authorization-matrix';
import { multipartBody } from '#tests/fixtures/documents';

/** A one-client file with a client code of its own per call. */
function clientsFile(kind: string) {
  const body = multipartBody([
    { name: 'kind', value: kind },
    { name: 'sourceSystem', value: 'Matrix export' },
    {
      name: 'file',
      filename: 'clients.csv',
      contentType: 'text/csv',
      data: Buffer.from(
        `Client Code,Last Name,Email\n${fresh('code')},Matrix,${fresh('client')}\n`,
      ),
    },
  ]);
  return { payload: body.payload, headers: body.headers };
}

export const matrix: MatrixEntries = {
  'GET /api/staff/import/mappings': {
    call: () => ({ url: '/api/staff/import/mappings' }),
    expect: adminOnly(200),
  },
  'POST /api/staff/import/preview': {
    call: () => ({ url: '/api/staff/import/preview', ...clientsFile('clients') }),
    expect: adminOnly(200),
  },
  'POST /api/staff/import/run': {
    call: () => ({ url: '/api/staff/import/run', ...clientsFile('clients') }),
    expect: adminOnly(200),
  },
};
