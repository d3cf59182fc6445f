import type { EditProfileBody, Role } from '@atelier/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, users } from '../../db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { refreshProductRating } from '../reviews/index.ts';
import { setMarketingConsent } from '../unsubscribe/index.ts';
import type { UserRow } from './mapper.ts';

export async function listUsers(db: Db, actor: Actor | null): Promise<UserRow[]> {
  authorize(actor, 'read', 'user');
  return db.select().from(users).orderBy(asc(users.createdAt));
}

/**
 * Locks every admin's row, in id order, before anything else of a change that may take an admin away: two admins
 * demoting or deleting each other at once then queue, where locking the target first deadlocked them. Then checks the
 * actor's role as it is now, their row locked: the signed-in role was read before, and an admin another admin demoted
 * or deleted a moment ago may no longer change anyone.
 */
async function lockAdminsAs(tx: Db, actor: Actor, action: 'update' | 'delete'): Promise<Actor> {
  await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update');
  const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, actor.id)).limit(1).for('update');
  return authorize(current ? { ...actor, role: current.role } : null, action, 'user');
}

/** Removing or demoting an admin must leave at least one other admin. Run with the admins locked (lockAdminsAs). */
async function assertAnotherAdminRemains(tx: Db, userId: string): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
  if ((others?.n ?? 0) === 0) throw new Conflict('The shop needs at least one admin');
}

export async function deleteUser(db: Db, actor: Actor | null, rawId: string): Promise<void> {
  const signedIn = authorize(actor, 'delete', 'user');
  const id = existingId(rawId, 'User');
  await db.transaction(async (tx) => {
    const me = await lockAdminsAs(tx, signedIn, 'delete');
    const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    if (!user) throw new NotFound('User not found');
    if (user.role === 'admin') await assertAnotherAdminRemains(tx, id);
    const reviewed = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    // Their reviews went with them: the ratings they took part in must be recounted.
    for (const { productId } of reviewed) await refreshProductRating(tx, productId);
    const { username, email, role } = user;
    const subject = { type: 'user', id, label: email } as const;
    await recordAdminAction(tx, { actor: me, kind: 'user.deleted', subject, before: { username, email, role } });
  });
}

export async function setRole(db: Db, actor: Actor | null, rawId: string, role: Role): Promise<UserRow> {
  const signedIn = authorize(actor, 'update', 'user');
  const id = existingId(rawId, 'User');
  return db.transaction(async (tx) => {
    const me = await lockAdminsAs(tx, signedIn, 'update');
    const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    if (!user) throw new NotFound('User not found');
    if (user.role === 'admin' && role !== 'admin') await assertAnotherAdminRemains(tx, id);
    const [updated] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    await recordAdminAction(tx, {
      actor: me,
      kind: 'user.roleChanged',
      subject: { type: 'user', id, label: user.email },
      before: { role: user.role },
      after: { role },
    });
    return updated ?? user;
  });
}

export async function editProfile(db: Db, actor: Actor | null, body: EditProfileBody): Promise<UserRow> {
  const me = authorize(actor, 'update', 'profile');
  if (body.userId !== me.id) throw new Forbidden('You can only edit your own profile');
  const updated = await db.transaction(async (tx) => {
    if (body.marketingEmails !== undefined) await setMarketingConsent(tx, me.id, body.marketingEmails, 'profile');
    const [row] = await tx
      .update(users)
      .set({
        username: body.username,
        ...(body.profileImage !== undefined ? { profileImage: body.profileImage } : {}),
        ...(body.bio !== undefined ? { bio: body.bio } : {}),
        ...(body.profession !== undefined ? { profession: body.profession } : {}),
        ...(body.language !== undefined ? { language: body.language } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, me.id))
      .returning();
    return row;
  });
  if (!updated) throw new NotFound('User not found');
  return updated;
}
