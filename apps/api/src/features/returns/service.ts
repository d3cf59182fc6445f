// Returns and size exchanges: the customer asks and may cancel while asked; admins approve, reject and close.
// Receiving a parcel, which spans refunds, stock and a replacement order, is receive.ts.
import { type CreateReturnBody, canMoveReturn, isOpenReturn, type ReturnStatus, type ReturnStatusChange } from '@atelier/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orderStatusChanges, orders, returnLines, returns } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { type Refusal, type RefusalId, refusal } from '../../shared/refusals.ts';
import { recordAdminAction } from '../audit/index.ts';
import { linesThatBoughtGiftCards } from '../giftCards/index.ts';
import { notDeleted as notDeletedOrder } from '../orders/index.ts';
import { enqueueMail, type ReturnDetail, type ReturnNews } from '../outbox/index.ts';
import { holdSizes, releaseSizes, type WantedSize } from './exchangeHolds.ts';
import { returnMail } from './mails.ts';
import type { ReturnRow, ReturnWithLines } from './mapper.ts';
import { oneReturn, returnsWhere } from './records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * When the order's return window opened: the last time it became completed, or shipped if it never was completed.
 * Null for an order that is neither, which cannot be sent back.
 */
async function windowOpenedAt(tx: Db, order: OrderRow): Promise<Date | null> {
  if (order.status !== 'shipped' && order.status !== 'completed') return null;
  const changes = await tx
    .select({ status: orderStatusChanges.status, changedAt: orderStatusChanges.changedAt })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, order.id), inArray(orderStatusChanges.status, ['completed', 'shipped'])))
    .orderBy(desc(orderStatusChanges.changedAt));
  const completed = changes.find((change) => change.status === 'completed');
  return (completed ?? changes[0])?.changedAt ?? order.updatedAt;
}

/** Refuses an order that is not shipped or completed, or whose window has closed. */
async function checkWindow(tx: Db, order: OrderRow, windowDays: number, now: Date): Promise<void> {
  const openedAt = await windowOpenedAt(tx, order);
  if (!openedAt) throw new Conflict(refusal('returns.notShipped'));
  const closesAt = new Date(openedAt.getTime() + windowDays * DAY_MS);
  if (now > closesAt) {
    throw new Conflict(refusal('returns.windowClosed', { days: windowDays, date: closesAt.toISOString().slice(0, 10) }));
  }
}

/**
 * How many of each order line open returns hold. What arrived of a received return is counted on the order line: as
 * refunded (money back) or as exchanged.
 */
async function heldByOpenReturns(tx: Db, lineIds: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      orderLineId: returnLines.orderLineId,
      status: returns.status,
      quantity: returnLines.quantity,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(inArray(returnLines.orderLineId, lineIds));
  const taken = new Map<string, number>();
  for (const row of rows.filter((returned) => isOpenReturn(returned.status))) {
    taken.set(row.orderLineId, (taken.get(row.orderLineId) ?? 0) + row.quantity);
  }
  return taken;
}

/** The order lines asked for, each checked against what can still be sent back and the size asked for instead. */
async function checkLines(tx: Db, order: OrderRow, asked: CreateReturnBody['lines']): Promise<OrderLineRow[]> {
  if (new Set(asked.map((line) => line.lineId)).size !== asked.length) throw new Invalid(refusal('returns.lineTwice'));
  const bought = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const byId = new Map(bought.map((line) => [line.id, line]));
  const taken = await heldByOpenReturns(
    tx,
    bought.map((line) => line.id),
  );
  const giftCardLines = await linesThatBoughtGiftCards(
    tx,
    asked.map((line) => line.lineId),
  );
  return asked.map(({ lineId, quantity, exchangeSize }, index) => {
    const line = byId.get(lineId);
    if (!line) throw new Invalid(refusal('returns.notThisOrder'));
    // A refusal names the field as the body does (`lines.0.quantity`), for the form to say it under that field.
    const naming = (field: string, message: Refusal) => ({ fields: { [`lines.${index}.${field}`]: message } });
    if (giftCardLines.has(line.id)) {
      const message = refusal('returns.giftCard', { name: line.name });
      throw new Conflict(message, naming('quantity', message));
    }
    const left = line.quantity - line.refundedQuantity - line.exchangedQuantity - (taken.get(line.id) ?? 0);
    if (quantity > left) {
      const message = refusal('returns.tooMany', { left, name: line.name });
      throw new Conflict(message, naming('quantity', message));
    }
    if (exchangeSize !== undefined) {
      const refused = (id: RefusalId) => {
        const message = refusal(id, { name: line.name });
        return new Invalid(message, naming('exchangeSize', message));
      };
      if (line.size === null) throw refused('returns.oneSizeOnly');
      if (line.productId === null) throw refused('returns.noLongerSold');
      if (exchangeSize === line.size) throw refused('returns.sameSize');
    }
    return line;
  });
}

/** A change of status as the return's history keeps it. */
function historyEntry(status: ReturnStatus, note?: string): ReturnStatusChange {
  return { status, changedAt: new Date().toISOString(), ...(note ? { note } : {}) };
}

export interface ReturnWindow {
  windowDays: number;
  now?: Date;
}

/** The customer asks to send back lines of their own shipped or completed order; sizes asked for are held at once. */
export async function askForReturn(
  db: Db,
  actor: Actor | null,
  rawOrderId: string,
  body: CreateReturnBody,
  { windowDays, now = new Date() }: ReturnWindow,
): Promise<ReturnWithLines> {
  const customer = authorize(actor, 'create', 'return', actor?.id); // a visitor gets 401 before anything is looked up
  const orderId = existingId(rawOrderId, 'Order');
  const returnId = await db.transaction(async (tx) => {
    // Locked: two returns of the same order asked at once count each other's lines.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), notDeletedOrder))
      .for('update');
    if (!order) throw new NotFound('Order not found');
    authorize(customer, 'create', 'return', order.userId);
    await checkWindow(tx, order, windowDays, now);
    const bought = await checkLines(tx, order, body.lines);
    const [created] = await tx
      .insert(returns)
      .values({ orderId, note: body.note ?? '', refundTo: body.to ?? null, history: [historyEntry('requested')] })
      .returning({ id: returns.id });
    if (!created) throw new Conflict('The return could not be recorded');
    const inserted = await tx
      .insert(returnLines)
      .values(
        body.lines.map(({ lineId, quantity, reason, exchangeSize }) => ({
          returnId: created.id,
          orderLineId: lineId,
          quantity,
          reason,
          exchangeSize: exchangeSize ?? null,
        })),
      )
      .returning();
    const wanted: WantedSize[] = inserted.flatMap((line) => {
      const item = bought.find((each) => each.id === line.orderLineId);
      if (!line.exchangeSize || !item?.productId) return [];
      return [
        {
          returnLineId: line.id,
          productId: item.productId,
          name: item.name,
          size: line.exchangeSize,
          quantity: line.quantity,
        },
      ];
    });
    await holdSizes(tx, wanted);
    return created.id;
  });
  return oneReturn(db, returnId);
}

/** The returns of one order, oldest first: its customer's own, or any order's for an admin. */
export async function returnsOfOrder(db: Db, actor: Actor | null, rawOrderId: string): Promise<ReturnWithLines[]> {
  authorize(actor, 'read', 'return', actor?.id);
  const orderId = existingId(rawOrderId, 'Order');
  const [order] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.id, orderId), notDeletedOrder));
  if (!order) throw new NotFound('Order not found');
  authorize(actor, 'read', 'return', order.userId);
  return returnsWhere(db, eq(returns.orderId, orderId));
}

/** Every return, or those in one status, oldest first: the admins' work list. */
export function listReturns(db: Db, actor: Actor | null, status?: ReturnStatus): Promise<ReturnWithLines[]> {
  authorize(actor, 'read', 'return', null);
  return returnsWhere(db, status ? eq(returns.status, status) : undefined);
}

export interface LockedReturn {
  row: ReturnRow;
  order: OrderRow;
  lineIds: string[];
}

/**
 * The return `rawId` names and its order, both rows locked (the return first, then its order, then any product) so two
 * admins acting at once queue, and a refund of the same order waits instead of deadlocking.
 */
export async function lockReturn(tx: Db, rawId: string): Promise<LockedReturn> {
  const id = existingId(rawId, 'Return');
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  if (!row) throw new NotFound('Return not found');
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
  if (!order) throw new NotFound('Return not found');
  const lines = await tx.select({ id: returnLines.id }).from(returnLines).where(eq(returnLines.returnId, id));
  return { row, order, lineIds: lines.map((line) => line.id) };
}

const MOVE_WORDS: Record<ReturnStatus, string> = {
  requested: 'asked for again',
  approved: 'approved',
  received: 'received',
  closed: 'closed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** Moves a locked return to `status`, keeping the move in its history; a move the states do not allow answers 409. */
export async function moveReturn(tx: Db, row: ReturnRow, status: ReturnStatus, changes: Partial<ReturnRow> = {}, note?: string) {
  if (!canMoveReturn(row.status, status)) {
    throw new Conflict(`This return is ${row.status}: it can no longer be ${MOVE_WORDS[status]}`);
  }
  await tx
    .update(returns)
    .set({ ...changes, status, history: [...row.history, historyEntry(status, note)], updatedAt: new Date() })
    .where(eq(returns.id, row.id));
}

/** Audits an admin's move of a return and mails its customer, in the move's transaction. */
export async function recordReturnStep(
  tx: Db,
  admin: Actor,
  locked: LockedReturn,
  step: { news: ReturnNews; after: Record<string, unknown>; details: ReturnDetail[]; publicUrl: string },
) {
  await recordAdminAction(tx, {
    actor: admin,
    kind: `return.${step.news}`,
    subject: { type: 'return', id: locked.row.id, label: locked.order.email },
    before: { status: locked.row.status },
    after: { status: step.news, ...step.after },
  });
  await enqueueMail(tx, returnMail(step.publicUrl, locked.order, step.news, step.details));
}

/** The customer calls off their own return while it is still only asked for; any size it held goes back. */
export async function cancelReturn(db: Db, actor: Actor | null, rawId: string): Promise<ReturnWithLines> {
  const customer = authorize(actor, 'cancel', 'return', actor?.id);
  const id = await db.transaction(async (tx) => {
    const locked = await lockReturn(tx, rawId);
    authorize(customer, 'cancel', 'return', locked.order.userId);
    await moveReturn(tx, locked.row, 'cancelled');
    await releaseSizes(tx, locked.lineIds);
    return locked.row.id;
  });
  return oneReturn(db, id);
}

/** An admin moves a return on without anything else to do than say so: approved, or closed once its parcel is done. */
async function adminStep(
  db: Db,
  actor: Actor | null,
  rawId: string,
  publicUrl: string,
  step: { to: 'approved' | 'closed'; details: ReturnDetail[] },
): Promise<ReturnWithLines> {
  const admin = authorize(actor, 'update', 'return');
  const id = await db.transaction(async (tx) => {
    const locked = await lockReturn(tx, rawId);
    await moveReturn(tx, locked.row, step.to);
    await recordReturnStep(tx, admin, locked, { news: step.to, after: {}, details: step.details, publicUrl });
    return locked.row.id;
  });
  return oneReturn(db, id);
}

export function approveReturn(db: Db, actor: Actor | null, rawId: string, publicUrl: string) {
  return adminStep(db, actor, rawId, publicUrl, { to: 'approved', details: [] });
}

export function closeReturn(db: Db, actor: Actor | null, rawId: string, publicUrl: string) {
  return adminStep(db, actor, rawId, publicUrl, { to: 'closed', details: [{ kind: 'thanks' }] });
}

/** An admin declines a return, saying why; any size it held goes back. */
export async function rejectReturn(db: Db, actor: Actor | null, rawId: string, reason: string, publicUrl: string) {
  const admin = authorize(actor, 'update', 'return');
  const id = await db.transaction(async (tx) => {
    const locked = await lockReturn(tx, rawId);
    await moveReturn(tx, locked.row, 'rejected', {}, reason);
    await releaseSizes(tx, locked.lineIds);
    await recordReturnStep(tx, admin, locked, {
      news: 'rejected',
      after: { reason },
      details: [{ kind: 'said', text: reason }],
      publicUrl,
    });
    return locked.row.id;
  });
  return oneReturn(db, id);
}
