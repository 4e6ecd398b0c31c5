/**
 * A quote request as a visitor's form sends it (filled in slowly enough not to look automated):
 * the body of POST /api/leads, with what a test needs to tell its requests apart.
 */
export function quoteRequestBody(fields: { email: string } & Record<string, unknown>) {
  return {
    type: 'personal',
    firstName: 'Test',
    lastName: 'Visitor',
    phone: '3165550100',
    coverageTypes: ['auto'],
    fillMs: 5000,
    ...fields,
  };
}
