// A signed-in user choosing a new password: the current one proves it is them; every other session and every open
// reset link of the account stops working.
import type { ChangePasswordBody } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { assertAcceptablePassword } from '../../passwords/passwordRules.ts';
import { Invalid } from '../../shared/errors.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { refusal } from '../../shared/refusals.ts';
import { endOtherSessions } from '../sessions/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export async function changePassword(
  db: Db,
  actor: Actor | null,
  currentSessionId: string | null,
  body: ChangePasswordBody,
): Promise<void> {
  const me = authorize(actor, 'update', 'profile', actor?.id);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, me.id)).limit(1);
  if (!(await verifyPassword(user?.passwordHash, body.currentPassword))) throw new Invalid(refusal('auth.wrongCurrentPassword'));
  assertAcceptablePassword(body.newPassword, me);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, me.id));
    await endOtherSessions(tx, me.id, currentSessionId);
    // A link asked for before the change would otherwise undo it.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, me.id));
  });
}
