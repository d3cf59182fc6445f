// The order a size exchange sends: the sizes asked for, to the original's address, paid by the original (amount 0).
import type { Size } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { Conflict } from '../../shared/errors.ts';
import type { OrderRow } from './mapper.ts';
import { recordStatusChange } from './statusHistory.ts';

export interface ReplacementLine {
  productId: string | null;
  name: string;
  size: Size;
  priceCents: number;
  quantity: number;
  image: string;
}

/**
 * Writes the replacement of `original`'s returned sizes as an order of its own, `processing` at once (its stock was
 * held when the exchange was asked for), so it is prepared, shipped and mailed about as any order is.
 */
export async function createReplacementOrder(
  tx: Db,
  original: OrderRow,
  lines: ReplacementLine[],
  reference: string,
  createdBy: string,
): Promise<OrderRow> {
  const { userId, email, shippingName, shippingLine1, shippingLine2, shippingCity, shippingPostalCode, shippingCountry } =
    original;
  const [replacement] = await tx
    .insert(orders)
    .values({
      orderId: reference,
      userId,
      email,
      status: 'processing',
      amountCents: 0,
      replacesOrderId: original.id,
      ...{ shippingName, shippingLine1, shippingLine2, shippingCity, shippingPostalCode, shippingCountry },
    })
    .returning();
  if (!replacement) throw new Conflict('The replacement order could not be recorded');
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: replacement.id })));
  await recordStatusChange(tx, replacement.id, 'processing', createdBy);
  return replacement;
}
