// Authorization matrix entries of the console's appointments (src/server/authorization.test.ts).
import { staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';
import { anAppointment } from '#tests/helpers/matrix-records';

export const matrix: MatrixEntries = {
  'GET /api/staff/availability': {
    call: () => ({ url: '/api/staff/availability' }),
    expect: staffOnly(200),
  },
  'PUT /api/staff/availability': {
    call: () => ({
      url: '/api/staff/availability',
      payload: { windows: [{ weekday: 2, start: '09:00', end: '12:00' }] },
    }),
    expect: staffOnly(200),
  },
  'GET /api/staff/appointments': {
    call: () => ({ url: '/api/staff/appointments?scope=all' }),
    expect: staffOnly(200),
  },
  'POST /api/staff/appointments/:id/cancel': {
    call: async (ctx) => ({
      url: `/api/staff/appointments/${await anAppointment(ctx)}/cancel`,
      payload: { reason: 'Our office is closed that afternoon for a storm clean-up.' },
    }),
    expect: staffOnly(200),
  },
};
