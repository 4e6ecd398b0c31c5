import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  displayName,
  staffRoles,
  teamMessages,
  type PendingInvitation,
  type StaffRole,
  type Team,
  type TeamMember,
} from '#shared/staff/team';
import type { Db } from '#server/db/client';
import { accountTokens, users } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import type { SessionStore } from '../auth/sessions';
import { recordAudit } from '../console/audit';

type UserRow = typeof users.$inferSelect;

const isStaff = (role: string): role is StaffRole =>
  (staffRoles as readonly string[]).includes(role);

const toMember = (row: UserRow): TeamMember => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role as StaffRole,
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const notFound = () => new HttpError(404, teamMessages.notFound);
const uuid = z.uuid();

/**
 * Staff accounts, for admins: who works here, who is invited, and switching an account off and on.
 * Invitations themselves are the accounts service's.
 */
export function teamService(db: Db, sessions: SessionStore) {
  /** The staff account of `id`, locked for the rest of the transaction; 404 for anyone else. */
  async function lockStaff(tx: Db, id: string) {
    if (!uuid.safeParse(id).success) throw notFound();
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row || !isStaff(row.role)) throw notFound();
    return row;
  }

  /**
   * Switches the locked account `row` (of `id`) off (a time) or on (null), audited as `action`
   * with its `disabledAt` before and after; answers the member it now is.
   */
  async function setDisabledAt(
    tx: Db,
    actorId: string,
    id: string,
    row: UserRow,
    disabledAt: Date | null,
    action: 'user.disable' | 'user.enable',
  ) {
    const [updated] = await tx
      .update(users)
      .set({ disabledAt })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action,
      entityType: 'user',
      entityId: id,
      before: { disabledAt: row.disabledAt },
      after: { disabledAt: updated!.disabledAt },
    });
    return toMember(updated!);
  }

  return {
    async list(): Promise<Team> {
      const members = await db
        .select()
        .from(users)
        .where(inArray(users.role, [...staffRoles]))
        .orderBy(sql`${users.disabledAt} is not null`, asc(users.role), asc(users.email));

      const inviter = alias(users, 'inviter');
      const tokens = await db
        .select({ token: accountTokens, inviter })
        .from(accountTokens)
        .leftJoin(inviter, eq(inviter.id, accountTokens.createdBy))
        .where(
          and(
            eq(accountTokens.purpose, 'invitation'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
            isNotNull(sql`${accountTokens.data}->>'role'`),
          ),
        )
        .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id));

      // An address invited twice has two live links; the newest says what the admin meant.
      const seen = new Set<string>();
      const invitations: PendingInvitation[] = [];
      for (const { token, inviter: by } of tokens) {
        const role = token.data?.role;
        if (!role || seen.has(token.email.toLowerCase())) continue;
        seen.add(token.email.toLowerCase());
        invitations.push({
          email: token.email,
          firstName: token.data?.firstName ?? null,
          lastName: token.data?.lastName ?? null,
          role,
          invitedAt: token.createdAt.toISOString(),
          expiresAt: token.expiresAt.toISOString(),
          invitedBy: by ? displayName(by) : null,
        });
      }
      return { members: members.map(toMember), invitations };
    },

    /**
     * Switches the account off: it can no longer log in, and every session of it ends in the
     * same transaction. Nobody disables themself, and the last active admin stays.
     */
    async disable(actorId: string, id: string): Promise<TeamMember> {
      return db.transaction(async (tx) => {
        if (id === actorId) throw new HttpError(409, teamMessages.cannotDisableSelf);
        // Lock every active admin first: two admins disabling each other at once cannot both
        // see the other as the one who remains.
        const activeAdmins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
          .for('update');
        const row = await lockStaff(tx, id);
        if (row.disabledAt) return toMember(row);
        if (row.role === 'admin' && !activeAdmins.some((a) => a.id !== id)) {
          throw new HttpError(409, teamMessages.lastAdmin);
        }
        await sessions.destroyForUser(id, undefined, tx);
        return setDisabledAt(tx, actorId, id, row, new Date(), 'user.disable');
      });
    },

    /** Lets a disabled account log in again (its sessions stay ended). */
    async enable(actorId: string, id: string): Promise<TeamMember> {
      return db.transaction(async (tx) => {
        const row = await lockStaff(tx, id);
        if (!row.disabledAt) return toMember(row);
        return setDisabledAt(tx, actorId, id, row, null, 'user.enable');
      });
    },
  };
}
