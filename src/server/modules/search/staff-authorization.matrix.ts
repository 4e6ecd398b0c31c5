// Authorization matrix entries of the console's search (src/server/authorization.test.ts).
import { staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  'GET /api/staff/search': {
    call: () => ({ url: '/api/staff/search?q=demo' }),
    expect: staffOnly(200),
  },
};
