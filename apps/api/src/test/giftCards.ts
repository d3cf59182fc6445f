// For the gift card tests: a gift card product, a cart line buying one, and the outbox's senders of two instances.
import type { Db } from '../db/client.ts';
import type { Mailer, OutgoingMail } from '../features/outbox/mailer.ts';
import { deliverDueMails } from '../features/outbox/service.ts';
import { makeProduct } from './factories.ts';

/** A mailer that keeps what it is given in `sent`. */
export function recordingMailer(sent: OutgoingMail[]): Mailer {
  return {
    deliver: async (mail) => {
      sent.push(mail);
      return 'sent';
    },
    close: () => {},
  };
}

/** Both instances' senders, at `now`: what they sent. */
export async function sendMailsAt(db: Db, now: Date): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  await Promise.all([recordingMailer(sent), recordingMailer(sent)].map((mailer) => deliverDueMails(db, mailer, now)));
  return sent;
}

/** A gift card of $25 or $50, or any amount from $10 to $200. */
export function giftCardProduct(db: Db) {
  return makeProduct(db, {
    name: 'Atelier gift card',
    category: 'accessories',
    priceCents: 2_500,
    stock: 0,
    giftCard: { amountsCents: [2_500, 5_000], customMinCents: 1_000, customMaxCents: 20_000 },
  });
}

/** A cart line buying a $50 card for Grace, or as `giftCard` changes it. */
export const giftLine = (productId: string, giftCard: Record<string, unknown>) => ({
  _id: productId,
  quantity: 1,
  giftCard: { amount: 50, recipientName: 'Grace', recipientEmail: 'grace@example.com', ...giftCard },
});
