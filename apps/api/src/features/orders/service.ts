// Reading and managing orders: customers see their own, admins see and manage all.
import {
  isClosedOrderStatus,
  type OrderExportQuery,
  type OrderListQuery,
  type OrderStep,
  type ShippingAddress,
} from '@atelier/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, users } from '../../db/schema.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { normalizeEmail } from '../auth/index.ts';
import { giftCardsOfOrderLines, spentOnOrders } from '../giftCards/index.ts';
import { documentsOf } from '../invoices/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { groupByOrder, majorUnitsOf, type OrderRow, type OrderWithLines, shippingAddressOf } from './mapper.ts';
import { orderStatusMail } from './orderMails.ts';
import { refundsOf } from './refundRecords.ts';
import { recordStatusChange, statusHistoriesOf } from './statusHistory.ts';

export async function withOwnLines(db: Db, order: OrderRow): Promise<OrderWithLines> {
  const [withTheirLines] = await withLines(db, [order]);
  return withTheirLines ?? { order, lines: [], history: [], refunds: [], documents: [] };
}

/** Attaches each order's lines, status history, refunds and documents with a few queries for the whole list. */
export async function withLines(db: Db, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.name));
  const linesByOrder = groupByOrder(lines);
  const historyByOrder = await statusHistoriesOf(db, ids);
  const refundsByOrder = groupByOrder(await refundsOf(db, ids));
  const documentsByOrder = groupByOrder(await documentsOf(db, ids));
  const prepaidByOrder = await spentOnOrders(db, ids);
  const giftCardsByLine = await giftCardsOfOrderLines(db, ids);
  return rows.map((order) => ({
    order,
    lines: linesByOrder.get(order.id) ?? [],
    history: historyByOrder.get(order.id) ?? [],
    refunds: refundsByOrder.get(order.id) ?? [],
    documents: documentsByOrder.get(order.id) ?? [],
    prepaid: prepaidByOrder.get(order.id),
    giftCards: giftCardsByLine,
  }));
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** An order an admin has not deleted: a deleted one stays in the books (the export, the earnings) and nowhere else. */
export const notDeleted = isNull(orders.deletedAt);

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
    .where(and(eq(orders.userId, ownerId), notDeleted))
    .orderBy(...newestFirst);
  return withLines(db, rows);
}

async function accountIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return account?.id;
}

/** The address of the customer's newest order that has one: where their next checkout starts from. */
export async function latestShippingAddress(db: Db, userId: string): Promise<ShippingAddress | null> {
  const [latest] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.shippingName)))
    .orderBy(...newestFirst)
    .limit(1);
  return latest ? shippingAddressOf(latest) : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders placed from the first day's start to the last day's end (UTC); an end left out is open. */
export function placedBetween({ from, to }: OrderExportQuery) {
  return and(
    from ? gte(orders.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(orders.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

export type OrderFilters = Pick<OrderListQuery, 'number' | 'from' | 'to'>;

function listedOrders({ number, from, to }: OrderFilters) {
  return and(notDeleted, number === undefined ? undefined : eq(orders.number, number), placedBetween({ from, to }));
}

/** Every order the filters let through, newest first (the spec's unpaged list); for admins only. */
export async function listAllOrders(db: Db, actor: Actor | null, filters: OrderFilters = {}): Promise<OrderWithLines[]> {
  // Nobody owns "every order": only the 'any' grant of an admin passes.
  authorize(actor, 'read', 'order', null);
  const rows = await db
    .select()
    .from(orders)
    .where(listedOrders(filters))
    .orderBy(...newestFirst);
  return withLines(db, rows);
}

/** One page of the orders the filters let through, newest first, and how many they let through in all. */
export async function listOrderPage(
  db: Db,
  actor: Actor | null,
  filters: OrderFilters,
  { page, limit }: { page: number; limit: number },
): Promise<{ orders: OrderWithLines[]; totalOrders: number }> {
  authorize(actor, 'read', 'order', null);
  const where = listedOrders(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: await withLines(db, rows), totalOrders: counted?.total ?? 0 };
}

async function findOrder(db: Db, rawId: string): Promise<OrderRow> {
  const id = existingId(rawId, 'Order');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), notDeleted))
    .limit(1);
  if (!order) throw new NotFound('Order not found');
  return order;
}

export async function getOrder(db: Db, actor: Actor | null, rawId: string): Promise<OrderWithLines> {
  authorize(actor, 'read', 'order', actor?.id); // a visitor gets 401 before anything is looked up
  const order = await findOrder(db, rawId);
  authorize(actor, 'read', 'order', order.userId);
  return withOwnLines(db, order);
}

/**
 * Moves an order to `status`. A real change is kept in the order's history and, to shipped or completed, mails the
 * customer, both in the same transaction.
 */
export async function updateOrderStatus(
  db: Db,
  actor: Actor | null,
  rawId: string,
  status: OrderStep,
  publicUrl: string,
): Promise<OrderWithLines> {
  const admin = authorize(actor, 'update', 'order');
  const id = existingId(rawId, 'Order');
  const order = await db.transaction(async (tx) => {
    // Locked, so two admins setting the same status at once mail the customer once.
    const [before] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, id), notDeleted))
      .for('update');
    if (!before) throw new NotFound('Order not found');
    // Only a refund or a cancellation closes an order, and its money cannot be taken again by a status change.
    if (isClosedOrderStatus(before.status)) throw new Conflict(`This order is ${before.status}: its status can no longer change`);
    const [updated] = await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id)).returning();
    if (!updated) throw new NotFound('Order not found');
    if (before.status !== status) {
      await recordStatusChange(tx, id, status, admin.id);
      const news = orderStatusMail(publicUrl, updated, status);
      if (news) await enqueueMail(tx, await news);
    }
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'order.statusChanged',
      subject: { type: 'order', id, label: updated.email },
      before: { status: before.status },
      after: { status },
    });
    return updated;
  });
  return withOwnLines(db, order);
}

/** Takes the order out of every list and read; its row, lines, payment and refunds stay for the books (decision 290). */
export async function deleteOrder(db: Db, actor: Actor | null, rawId: string): Promise<void> {
  const me = authorize(actor, 'delete', 'order');
  const id = existingId(rawId, 'Order');
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(orders)
      .set({ deletedAt: new Date() })
      .where(and(eq(orders.id, id), notDeleted))
      .returning();
    if (!deleted) throw new NotFound('Order not found');
    const { orderId, email, status, amountCents } = deleted;
    await recordAdminAction(tx, {
      actor: me,
      kind: 'order.deleted',
      subject: { type: 'order', id, label: email },
      before: { orderId, email, status, amount: majorUnitsOf(deleted)(amountCents) },
    });
  });
}
