// Authorization matrix entries of the staff console's leads (src/server/authorization.test.ts).
import {
  fresh,
  staffOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { leads } from '#server/db/schema';

/** A lead of its own for each call, so one caller's write never changes another's answer. */
async function freshLead(
  ctx: MatrixContext,
  status: 'new' | 'won' = 'new',
  spamReason: 'too-fast' | null = null,
) {
  const [row] = await ctx.database.db
    .insert(leads)
    .values({
      type: 'personal',
      firstName: 'Matrix',
      lastName: 'Lead',
      email: fresh('lead'),
      phone: '(913) 555-0100',
      coverageTypes: ['auto'],
      status,
      spamReason,
    })
    .returning({ id: leads.id });
  return row!.id;
}

export const matrix: MatrixEntries = {
  'GET /api/staff/leads': {
    call: () => ({ url: '/api/staff/leads?status=new&page=1' }),
    expect: staffOnly(200),
  },
  'GET /api/staff/leads/export.csv': {
    call: () => ({ url: '/api/staff/leads/export.csv?type=personal' }),
    expect: staffOnly(200),
  },
  'GET /api/staff/leads/:id': {
    call: async (ctx) => ({ url: `/api/staff/leads/${await freshLead(ctx)}` }),
    expect: staffOnly(200),
  },
  'PATCH /api/staff/leads/:id': {
    call: async (ctx) => ({
      url: `/api/staff/leads/${await freshLead(ctx)}`,
      payload: { status: 'contacted', assigneeId: ctx.ids.agent },
    }),
    expect: staffOnly(200),
  },
  'POST /api/staff/leads/:id/notes': {
    call: async (ctx) => ({
      url: `/api/staff/leads/${await freshLead(ctx)}/notes`,
      payload: { text: 'Called, left a voicemail.' },
    }),
    expect: staffOnly(201),
  },
  'POST /api/staff/leads/:id/invite': {
    call: async (ctx) => ({ url: `/api/staff/leads/${await freshLead(ctx, 'won')}/invite` }),
    expect: staffOnly(201),
  },
  'POST /api/staff/leads/:id/restore': {
    call: async (ctx) => ({
      url: `/api/staff/leads/${await freshLead(ctx, 'new', 'too-fast')}/restore`,
    }),
    expect: staffOnly(200),
  },
  'GET /api/staff/members': {
    call: () => ({ url: '/api/staff/members' }),
    expect: staffOnly(200),
  },
};
