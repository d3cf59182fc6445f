// Password recovery by mail: a random token, kept only as its hash, that sets a new password once within an hour.
import { createHash, randomBytes } from 'node:crypto';
import type { ResetPasswordBody } from '@atelier/domain';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { assertAcceptablePassword } from '../../passwords/passwordRules.ts';
import { Invalid } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';
import { draftMail, enqueueMail, PasswordResetMail } from '../outbox/index.ts';
import { endOtherSessions } from '../sessions/index.ts';
import { hashPassword } from './passwords.ts';
import { normalizeEmail } from './service.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
const TOKEN_BYTES = 32;
export function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Mails a reset link to the account with this email, if there is one. The caller answers the same either way, so
 * nobody learns who has an account.
 */
export async function requestPasswordReset(db: Db, email: string, publicUrl: string): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (!user) return;
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const resetUrl = `${publicUrl}/reset-password?token=${token}`;
  const mail = draftMail(
    user.email,
    (shop, t) => t('reset.subject', { shop }),
    createElement(PasswordResetMail, { shopUrl: publicUrl, resetUrl, username: user.username }),
    undefined,
    user.language,
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResetTokens)
      .values({ tokenHash: hashOf(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await enqueueMail(tx, mail);
  });
}

const usable = (tokenHash: string, now: Date) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

/** Sets the password the token was mailed for; every session of that user ends, and the user's other links stop working. */
export async function resetPassword(db: Db, body: ResetPasswordBody): Promise<void> {
  const tokenHash = hashOf(body.token);
  const now = new Date();
  const [owner] = await db
    .select({ email: users.email, username: users.username })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usable(tokenHash, now))
    .limit(1);
  if (!owner) throw new Invalid(refusal('auth.resetLinkUnusable'));
  assertAcceptablePassword(body.password, owner);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    // One statement spends the token, so two requests racing with it cannot both use it.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(tokenHash, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new Invalid(refusal('auth.resetLinkUnusable'));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, spent.userId), ne(passwordResetTokens.tokenHash, tokenHash)));
    await endOtherSessions(tx, spent.userId, null);
  });
}
