import { describe, expect, it } from 'vitest';
import { changeTypes, newChangeRequestSchema, serviceMessages } from './change-requests';

describe('a change request left empty', () => {
  it.each(changeTypes)('%s: says in words what each missing field needs', (type) => {
    const result = newChangeRequestSchema.safeParse({ type, details: {} });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain(serviceMessages.policyRequired);
    expect(messages).toContain(serviceMessages.acknowledgementRequired);
    // Every field's own sentence, never the schema library's.
    for (const message of messages) expect(message).not.toMatch(/invalid input|expected/i);
    expect(new Set(result.error!.issues.map((i) => i.path.join('.'))).size).toBe(messages.length);
  });

  it('reads a model year typed as text, and refuses one that is not a year', () => {
    const vehicle = (year: unknown) =>
      newChangeRequestSchema.safeParse({
        type: 'vehicle-add',
        policyId: 1,
        acknowledged: true,
        details: {
          vin: '1HGCM82633A004352',
          year,
          make: 'Honda',
          model: 'Accord',
          ownership: 'owned',
          effectiveDate: new Date().toISOString().slice(0, 10),
        },
      });
    const typed = vehicle(' 2024 ');
    expect(typed.success && typed.data.details).toMatchObject({ year: 2024 });
    for (const wrong of ['', '20x4', 1899, 2024.5, undefined]) {
      expect(vehicle(wrong).error!.issues).toEqual([
        expect.objectContaining({
          path: ['details', 'year'],
          message: serviceMessages.yearRequired,
        }),
      ]);
    }
  });

  it('refuses a type it does not know, by name', () => {
    const result = newChangeRequestSchema.safeParse({ type: 'renew', policyId: 1 });
    expect(result.error!.issues.map((i) => i.message)).toEqual([serviceMessages.typeRequired]);
  });
});
