// Reading and managing orders: customers see their own, admins see and manage all.
import { type OrderStatus, toDollars } from '@atelier/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, users } from '../../db/schema.ts';
import { NotFound } from '../../errors.ts';
import { existingId } from '../../ids.ts';
import { type Actor, authorize } from '../../permissions.ts';
import { recordAdminAction } from '../audit/record.ts';
import { normalizeEmail } from '../auth/service.ts';
import { enqueueMail } from '../outbox/service.ts';
import type { OrderLineRow, OrderRow, OrderWithLines } from './mapper.ts';
import { orderStatusMail } from './orderMails.ts';

export async function withOwnLines(db: Db, order: OrderRow): Promise<OrderWithLines> {
  const [withTheirLines] = await withLines(db, [order]);
  return withTheirLines ?? { order, lines: [] };
}

/** Attaches each order's lines with one query for the whole list. */
export async function withLines(db: Db, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.name));
  const linesByOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const group = linesByOrder.get(line.orderId);
    if (group) group.push(line);
    else linesByOrder.set(line.orderId, [line]);
  }
  return rows.map((order) => ({ order, lines: linesByOrder.get(order.id) ?? [] }));
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/**
 * The orders of the account `email` names, newest first: a customer's own, or anyone's for an admin. Orders belong
 * to the account that placed them, not to its email, so whoever registers the email of a deleted account sees none.
 */
export async function listOrdersByEmail(db: Db, actor: Actor | null, email: string): Promise<OrderWithLines[]> {
  const wanted = normalizeEmail(email);
  const own = actor !== null && actor.email === wanted;
  authorize(actor, 'read', 'order', own ? actor.id : null);
  const ownerId = own ? actor.id : await accountIdByEmail(db, wanted);
  if (!ownerId) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, ownerId))
    .orderBy(...newestFirst);
  return withLines(db, rows);
}

async function accountIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return account?.id;
}

export async function listAllOrders(db: Db, actor: Actor | null): Promise<OrderWithLines[]> {
  // Nobody owns "every order": only the 'any' grant of an admin passes.
  authorize(actor, 'read', 'order', null);
  const rows = await db
    .select()
    .from(orders)
    .orderBy(...newestFirst);
  return withLines(db, rows);
}

async function findOrder(db: Db, rawId: string): Promise<OrderRow> {
  const id = existingId(rawId, 'Order');
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw new NotFound('Order not found');
  return order;
}

export async function getOrder(db: Db, actor: Actor | null, rawId: string): Promise<OrderWithLines> {
  authorize(actor, 'read', 'order', actor?.id); // a visitor gets 401 before anything is looked up
  const order = await findOrder(db, rawId);
  authorize(actor, 'read', 'order', order.userId);
  return withOwnLines(db, order);
}

/** Moves an order to `status`; a move to shipped or completed mails the customer, in the same transaction. */
export async function updateOrderStatus(
  db: Db,
  actor: Actor | null,
  rawId: string,
  status: OrderStatus,
  publicUrl: string,
): Promise<OrderWithLines> {
  const me = authorize(actor, 'update', 'order');
  const id = existingId(rawId, 'Order');
  const order = await db.transaction(async (tx) => {
    // Locked, so two admins setting the same status at once mail the customer once.
    const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
    if (!before) throw new NotFound('Order not found');
    const [updated] = await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id)).returning();
    if (!updated) throw new NotFound('Order not found');
    const news = before.status === status ? null : orderStatusMail(publicUrl, updated, status);
    if (news) await enqueueMail(tx, await news);
    await recordAdminAction(tx, {
      actor: me,
      kind: 'order.statusChanged',
      subject: { type: 'order', id, label: updated.email },
      before: { status: before.status },
      after: { status },
    });
    return updated;
  });
  return withOwnLines(db, order);
}

export async function deleteOrder(db: Db, actor: Actor | null, rawId: string): Promise<void> {
  const me = authorize(actor, 'delete', 'order');
  const id = existingId(rawId, 'Order');
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(orders).where(eq(orders.id, id)).returning();
    if (!deleted) throw new NotFound('Order not found');
    const { orderId, email, status, amountCents } = deleted;
    await recordAdminAction(tx, {
      actor: me,
      kind: 'order.deleted',
      subject: { type: 'order', id, label: email },
      before: { orderId, email, status, amount: toDollars(amountCents) },
    });
  });
}
