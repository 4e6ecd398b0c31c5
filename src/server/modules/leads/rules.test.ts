// The inbox's rules that the server and the console share (src/shared/staff/leads.ts).
import { describe, expect, it } from 'vitest';
import {
  leadListQuerySchema,
  leadQueryString,
  responseDueLabel,
  responseDueOf,
} from '#shared/staff/leads';

const HOUR = 3600 * 1000;
const created = new Date('2025-06-02T15:00:00Z');
const after = (hours: number) => new Date(created.getTime() + hours * HOUR);

describe('the 24-hour promise', () => {
  it.each([
    [0, 'ok', 24, 'Due in 24 h'],
    [17.99, 'ok', 7, 'Due in 7 h'],
    [18, 'soon', 6, 'Due in 6 h'],
    [19.5, 'soon', 5, 'Due in 5 h'],
    [23.9, 'soon', 1, 'Due in 1 h'],
    [24, 'missed', 0, 'Missed by less than 1 h'],
    [24.5, 'missed', 0, 'Missed by less than 1 h'],
    [27.2, 'missed', 3, 'Missed by 3 h'],
    [71.9, 'missed', 47, 'Missed by 47 h'],
    [72, 'missed', 48, 'Missed by 2 days'],
  ] as const)('%s h after it came in: %s', (age, state, hours, label) => {
    const due = responseDueOf(created, 'new', after(age))!;
    expect(due).toEqual({ state, hours, dueAt: after(24).toISOString() });
    expect(responseDueLabel(due)).toBe(label);
  });

  it('reads days from two days on, as a service request due later says', () => {
    expect(responseDueLabel({ state: 'ok', hours: 47, dueAt: '' })).toBe('Due in 47 h');
    expect(responseDueLabel({ state: 'ok', hours: 70, dueAt: '' })).toBe('Due in 2 days');
    expect(responseDueLabel({ state: 'ok', hours: 75, dueAt: '' })).toBe('Due in 3 days');
  });

  it('applies to new leads only', () => {
    for (const status of ['contacted', 'quoted', 'won', 'lost'] as const) {
      expect(responseDueOf(created, status, after(30))).toBeNull();
    }
  });
});

describe('the filters in a link', () => {
  it('leaves blanks and page 1 out', () => {
    expect(leadQueryString({ status: 'new', type: '', q: '  smith ' })).toBe('status=new&q=smith');
    expect(leadQueryString({ coverage: 'auto' }, 1)).toBe('coverage=auto');
    expect(leadQueryString({ from: '2025-03-01', to: '2025-03-31' }, 3)).toBe(
      'from=2025-03-01&to=2025-03-31&page=3',
    );
  });

  it('reads a link back to the same filters, with the default page', () => {
    const query = Object.fromEntries(
      new URLSearchParams(leadQueryString({ status: 'won', q: '913 555' })),
    );
    expect(leadListQuerySchema.parse(query)).toEqual({
      status: 'won',
      q: '913 555',
      page: 1,
      pageSize: 25,
    });
  });
});
