import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/test-app';
import { leads } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  type: 'personal',
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'jordan.reyes@example.com',
  phone: '(913) 555-0100',
  coverageTypes: ['auto', 'home'],
  additionalInfo: 'Zip code: 66210',
};

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/leads', payload: payload as object });

describe('POST /api/leads', () => {
  it('stores the quote request before acknowledging it', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ ...valid, businessName: null, industry: null });
  });

  it.each([
    [{ coverageTypes: [] }, 'coverageTypes', 'Please select at least one coverage type'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ phone: '555-0100' }, 'phone', 'Please enter a valid phone number'],
  ])('refuses %o with the spec message', async (change, path, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path, message }] });
  });

  it('names every missing required field', async () => {
    const res = await post({ type: 'personal' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'coverageTypes']),
    );
  });
});
