// Authorization matrix entries of this module's routes (src/server/authorization.test.ts).
import { everyone, fresh, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  'POST /api/leads': {
    call: () => ({
      url: '/api/leads',
      payload: {
        type: 'personal',
        firstName: 'Matrix',
        lastName: 'Caller',
        email: fresh('lead'),
        phone: '(913) 555-0100',
        coverageTypes: ['auto'],
        fillMs: 30_000,
      },
    }),
    expect: everyone(201),
  },
  // The details token, not the session, opens a lead: a wrong one is 404 for everyone.
  'PUT /api/leads/:id/details': {
    call: () => ({
      url: '/api/leads/1/details',
      payload: {
        token: 'y'.repeat(32),
        details: {
          kind: 'auto',
          vehicles: [{ year: 2019, make: 'Subaru', model: 'Outback' }],
          drivers: 2,
        },
      },
    }),
    expect: everyone(404),
  },
};
