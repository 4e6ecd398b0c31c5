// Authorization matrix entries of the console's appointments (src/server/authorization.test.ts).
import {
  staffOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { insertedId } from '#tests/helpers/matrix-records';
import { appointments } from '#server/db/schema';

/** A visitor's appointment with the agent, a week ahead (no quarter hours held: none are needed). */
function anAppointment(ctx: MatrixContext) {
  return insertedId(ctx, appointments, {
    staffId: ctx.ids.agent,
    startsAt: new Date(Date.now() + 7 * 86_400_000),
    minutes: 30,
    mode: 'visit',
    topic: 'new-coverage',
    name: 'A visitor',
    email: 'visitor@matrix.example',
    phone: '(316) 555-0100',
  });
}

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
