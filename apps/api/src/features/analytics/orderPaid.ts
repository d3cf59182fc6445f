// The server's own event: an order paid, written in the transaction that places it. Tied to the order's id, so
// reloading the success page, or the provider's notification arriving too, never counts it twice.
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema.ts';

export async function recordOrderPaid(tx: Db, order: { id: string; amountCents: number }): Promise<void> {
  await tx
    .insert(analyticsEvents)
    .values({ type: 'order_paid', orderId: order.id, valueCents: order.amountCents })
    .onConflictDoNothing({ target: analyticsEvents.orderId });
}
