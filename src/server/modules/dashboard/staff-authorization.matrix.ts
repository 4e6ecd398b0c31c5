// Authorization matrix entries of the dashboard's routes (src/server/authorization.test.ts).
import { staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  'GET /api/staff/dashboard': {
    call: () => ({ url: '/api/staff/dashboard' }),
    expect: staffOnly(200),
  },
  'GET /api/staff/reports': {
    call: () => ({ url: '/api/staff/reports?period=month' }),
    expect: staffOnly(200),
  },
  'GET /api/staff/reports/export': {
    call: () => ({ url: '/api/staff/reports/export?period=week&figure=funnel' }),
    expect: staffOnly(200),
  },
};
