import { describe, expect, it } from 'vitest';
import { recordingMailer } from '../../test/giftCards.ts';
import { useTestApp } from '../../test/testApp.ts';
import type { OutgoingMail } from '../outbox/mailer.ts';
import { deliverDueMails } from '../outbox/service.ts';
import { issueGiftCard } from './issue.ts';

// The gift card's mail waits in the outbox for its send date, then goes out once, however many senders (one per
// instance) run at that moment. On PostgreSQL (TEST_DATABASE_URL) the two senders really claim side by side.
const t = useTestApp();
const DAY_MS = 24 * 60 * 60_000;

describe("a gift card's mail on its send date", () => {
  it('is not sent before the date, then is sent exactly once with the code, the amount and the message', async () => {
    const sendAt = new Date(Date.now() + 3 * DAY_MS);
    const recipientEmail = `grace-${sendAt.getTime()}@example.com`;
    const { code } = await t.db.transaction((tx) =>
      issueGiftCard(
        tx,
        {
          amountCents: 5_000,
          currency: 'USD',
          recipientName: 'Grace',
          recipientEmail,
          message: 'Happy birthday!',
          sendAt,
          orderId: null,
          actorId: null,
          reason: 'Bought for Grace',
        },
        'http://shop.test',
      ),
    );
    const sent: OutgoingMail[] = [];
    const senders = [recordingMailer(sent), recordingMailer(sent)];

    await Promise.all(senders.map((mailer) => deliverDueMails(t.db, mailer, new Date(sendAt.getTime() - 60_000))));
    expect(sent.filter((mail) => mail.to === recipientEmail)).toHaveLength(0);

    const onTheDay = new Date(sendAt.getTime() + 60_000);
    await Promise.all(senders.map((mailer) => deliverDueMails(t.db, mailer, onTheDay)));
    await Promise.all(senders.map((mailer) => deliverDueMails(t.db, mailer, new Date(onTheDay.getTime() + DAY_MS))));

    const toGrace = sent.filter((mail) => mail.to === recipientEmail);
    expect(toGrace).toHaveLength(1);
    expect(toGrace[0]?.subject).toMatch(/^A \$50\.00 gift card for /);
    expect(toGrace[0]?.text).toContain(code);
    expect(toGrace[0]?.text).toContain('Happy birthday!');
    expect(toGrace[0]?.text).toContain('http://shop.test');
  });
});
