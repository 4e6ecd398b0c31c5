import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/**
 * An assignee must be an active agent or admin: otherwise 400 on the form's `assigneeId` field,
 * with the area's own words.
 */
export async function assertAssignableStaff(tx: Db, id: string, message: string): Promise<void> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, id), inArray(users.role, ['agent', 'admin']), isNull(users.disabledAt)),
    );
  if (!member) throw new HttpError(400, message, [{ path: 'assigneeId', message }]);
}
