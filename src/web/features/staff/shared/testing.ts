import type { StaffMember } from '#shared/staff/leads';

// Component tests only: the people of the staff console as its API names them.

/** A member of staff as the console's lists of assignees name one: an agent, Avery Morgan. */
export function fakeStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: '0c6f1b7e-3c1a-4c5e-9a51-2d9f6b1e8a10',
    name: 'Avery Morgan',
    email: 'avery@example.com',
    role: 'agent',
    ...overrides,
  };
}
