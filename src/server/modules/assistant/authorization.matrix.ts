// Authorization matrix entries of this module's routes (src/server/authorization.test.ts).
import { everyone, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  // The assistant answers every visitor alike; the session plays no part.
  'POST /api/chatbot': {
    call: () => ({
      url: '/api/chatbot',
      payload: { messages: [{ role: 'user', content: 'What are your office hours?' }] },
    }),
    expect: everyone(200),
  },
};
