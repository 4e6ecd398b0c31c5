import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserRole } from '#shared/auth';
import { displayName } from '#shared/staff/team';

type PersonTable = {
  id: AnyPgColumn;
  email: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
};

/**
 * The columns that name someone of `users` or an alias of it (an assignee, a reviewer), for a
 * nested select: a left join that found nobody reads as null.
 */
export const personColumns = <T extends PersonTable>(
  table: T,
): Pick<NoInfer<T>, keyof PersonTable> => ({
  id: table.id,
  email: table.email,
  firstName: table.firstName,
  lastName: table.lastName,
});

/** Who wrote a timeline entry: the person and their role (the client's own, or staff). */
export const actorColumns = <T extends PersonTable & { role: AnyPgColumn }>(
  table: T,
): Pick<NoInfer<T>, keyof PersonTable | 'role'> => ({
  ...personColumns(table),
  role: table.role,
});

interface Person {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** Someone read with `personColumns` as the console shows them: id and name, or null. */
export const personRef = (person: Person | null) =>
  person ? { id: person.id, name: displayName(person) } : null;

/** Someone read with `actorColumns` as a timeline shows them: id, name and role, or null. */
export const actorRef = (actor: (Person & { role: UserRole }) | null) =>
  actor ? { id: actor.id, name: displayName(actor), role: actor.role } : null;
