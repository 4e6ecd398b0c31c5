// Authorization matrix entries of the dashboard's routes (src/server/authorization.test.ts).
import { staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  'GET /api/staff/dashboard': {
    call: () => ({ url: '/api/staff/dashboard' }),
    expect: staffOnly(200),
  },
};
