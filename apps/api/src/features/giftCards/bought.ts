// Gift cards an order bought (decision 680): issued in the transaction that records its payment, one per gift card
// line, worth what the line was paid, each mail queued for its send date in the buyer's language.
import { type Currency, formatOrderNumber, type Language } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import type { GiftCardPricedLine } from './cartLines.ts';
import { issueGiftCard } from './issue.ts';

export interface BoughtGiftCardLine {
  orderLineId: string;
  line: GiftCardPricedLine;
}

/** Issues the cards `lines` bought; answers what they came to, money taken rather than revenue. */
export async function issueBoughtGiftCards(
  tx: Db,
  order: { id: string; number: number; currency: Currency; language: Language },
  lines: readonly BoughtGiftCardLine[],
  publicUrl: string,
): Promise<number> {
  let soldCents = 0;
  for (const { orderLineId, line } of lines) {
    const amountCents = line.priceCents - (line.discountCents ?? 0);
    await issueGiftCard(
      tx,
      {
        amountCents,
        currency: order.currency,
        recipientName: line.giftCard.recipientName,
        recipientEmail: line.giftCard.recipientEmail,
        message: line.giftCard.message,
        sendAt: new Date(line.giftCard.sendAt),
        orderId: order.id,
        orderLineId,
        actorId: null,
        reason: `Bought with order ${formatOrderNumber(order.number)}`,
        language: order.language,
      },
      publicUrl,
    );
    soldCents += amountCents;
  }
  return soldCents;
}
