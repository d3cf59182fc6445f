// The sizes exchanges ask for, held as a checkout holds its stock (decision 365): taken when the return is asked for,
// given back when it is cancelled or rejected, sent with the replacement order when the parcel is received.
import type { Size } from '@atelier/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeHolds } from '../../db/schema.ts';
import { Conflict, HttpError } from '../../shared/errors.ts';
import { giveBack, holdStock } from '../stock/index.ts';

export interface WantedSize {
  returnLineId: string;
  productId: string;
  /** The product's name, to say which size is sold out. */
  name: string;
  size: Size;
  quantity: number;
}

/**
 * Takes the stock of every size asked for, or none: a sold-out size answers 409 naming it. holdStock locks the
 * products in id order, so two customers asking for the last unit queue and the second is told it is gone.
 */
export async function holdSizes(tx: Db, wanted: WantedSize[]): Promise<void> {
  if (wanted.length === 0) return;
  try {
    await holdStock(
      tx,
      wanted.map(({ productId, size, quantity }) => ({ productId, size, quantity })),
    );
  } catch (error) {
    const short =
      error instanceof HttpError ? (error.details.lines as { _id: string; size: Size | null }[] | undefined) : undefined;
    if (!short) throw error;
    const names = short.map(({ _id, size }) => {
      const name = wanted.find((w) => w.productId === _id && w.size === size)?.name ?? 'This item';
      return `${name} in size ${size}`;
    });
    throw new Conflict(
      `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} sold out: choose another size or your money back`,
    );
  }
  await tx
    .insert(exchangeHolds)
    .values(wanted.map(({ returnLineId, productId, size, quantity }) => ({ returnLineId, productId, size, quantity })));
}

/** Ends the holds of `returnLineIds` still held, as `sent` or `released`; a released one's stock goes back. */
async function endHolds(tx: Db, returnLineIds: string[], status: 'released' | 'sent') {
  if (returnLineIds.length === 0) return [];
  const ended = await tx
    .update(exchangeHolds)
    .set({ status, updatedAt: new Date() })
    .where(and(inArray(exchangeHolds.returnLineId, returnLineIds), eq(exchangeHolds.status, 'held')))
    .returning();
  if (status === 'released') await giveBack(tx, ended);
  return ended;
}

/** Gives back the sizes a cancelled or rejected return held. */
export function releaseSizes(tx: Db, returnLineIds: string[]) {
  return endHolds(tx, returnLineIds, 'released');
}

/**
 * The held sizes of a received return: `sent` with its replacement order, as many units as arrived of each line; the
 * rest of a hold goes back to stock.
 */
export async function sendSizes(tx: Db, arrived: Map<string, number>) {
  const sent = await endHolds(tx, [...arrived.keys()], 'sent');
  const unsent = sent
    .map((hold) => ({ ...hold, quantity: hold.quantity - Math.min(hold.quantity, arrived.get(hold.returnLineId) ?? 0) }))
    .filter((hold) => hold.quantity > 0);
  await giveBack(tx, unsent);
  return sent
    .map((hold) => ({ ...hold, quantity: Math.min(hold.quantity, arrived.get(hold.returnLineId) ?? 0) }))
    .filter((hold) => hold.quantity > 0);
}
