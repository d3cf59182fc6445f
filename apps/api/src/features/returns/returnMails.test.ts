import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema.ts';
import { deliveredOrder, returnCalls, type Who } from '../../test/deliveredOrder.ts';
import { makeShopSettings, makeSignedInUser } from '../../test/factories.ts';
import { useShopWithMail } from '../../test/shopWithMail.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
const mailed = useShopWithMail(t);
let api: ReturnType<typeof returnCalls>;
let admin: Who;

beforeAll(async () => {
  api = returnCalls(mailed.shop);
  admin = await makeSignedInUser(mailed.shop, t.db, 'admin');
});

async function asked() {
  const delivered = await deliveredOrder(mailed.shop, t.db);
  const res = await api.ask(delivered.order.id, delivered.customer, {
    lines: [
      { lineId: delivered.dressLine, quantity: 1, reason: 'too-small', exchangeSize: 'L' },
      { lineId: delivered.ringLine, quantity: 1, reason: 'wrong-item' },
    ],
  });
  return { ...delivered, returnId: res.json()._id as string };
}

describe('the mails of a return', () => {
  it("tell the customer it is approved and where to send it, that it arrived with the refund and the new size's order, and that it is complete", async () => {
    await makeShopSettings(t.db, {
      name: 'Maison Lune',
      address: { line1: '4 Market Street', city: 'Edinburgh', postalCode: 'EH1 1AA', country: 'GB' },
    });
    const { customer, order, dressLine, ringLine, returnId } = await asked();
    await api.approve(returnId, admin);
    const [approved] = await mailed.smtp.mailsTo(customer.user.email, 1);
    expect(approved?.subject).toBe(`Your Maison Lune return for order #${order.number} is approved`);
    expect(approved?.text).toContain(
      'Please send your parcel to Maison Lune, 4 Market Street, EH1 1AA Edinburgh, United Kingdom',
    );

    const received = await api.receive(returnId, admin, [
      { lineId: dressLine, quantity: 1, damaged: 0 },
      { lineId: ringLine, quantity: 1, damaged: 0 },
    ]);
    expect(received.statusCode).toBe(200);
    const mails = await mailed.smtp.mailsTo(customer.user.email, 3);
    const arrived = mails.find((mail) => mail.subject?.includes('has arrived'));
    expect(arrived?.text).toContain('We are refunding $13.13 to the card you paid with.');
    expect(arrived?.text).toMatch(/Your new size leaves with order #\d+\./);
    expect(mails.map((mail) => mail.subject)).toContain(`Your Maison Lune refund for order #${order.number} is on its way`);

    await api.close(returnId, admin);
    const all = await mailed.smtp.mailsTo(customer.user.email, 4);
    expect(all.map((mail) => mail.subject)).toContain(`Your Maison Lune return for order #${order.number} is complete`);
  });

  it('tell the customer why a return was declined', async () => {
    const { customer, order, returnId } = await asked();
    await api.reject(returnId, admin, 'The tags were removed');
    const [declined] = await mailed.smtp.mailsTo(customer.user.email, 1);
    expect(declined?.subject).toBe(`Your Maison Lune return for order #${order.number} was declined`);
    expect(declined?.text).toContain('The tags were removed');
  });

  it('tell the customer the refund goes to their store credit when they asked for it', async () => {
    const { customer, order, ringLine } = await deliveredOrder(mailed.shop, t.db);
    const asking = await api.ask(order.id, customer, {
      lines: [{ lineId: ringLine, quantity: 1, reason: 'changed-my-mind' }],
      to: 'storeCredit',
    });
    await api.approve(asking.json()._id, admin);
    await api.receive(asking.json()._id, admin, [{ lineId: ringLine, quantity: 1, damaged: 0 }]);
    // The order's and the return's other mails may come before it, in any order.
    const arrived = await vi.waitFor(async () => {
      const mail = (await mailed.smtp.mailsTo(customer.user.email)).find((each) => each.subject?.includes('has arrived'));
      if (!mail) throw new Error('the mail saying the return arrived has not come yet');
      return mail;
    });
    expect(arrived.text).toContain('We are refunding $13.13 to your store credit.');
  });

  it("speak the order's language: a French order's return is approved, arrives and completes in French", async () => {
    const { customer, order, dressLine, returnId } = await asked();
    await t.db.update(orders).set({ language: 'fr' }).where(eq(orders.id, order.id));
    await api.approve(returnId, admin);
    const [approved] = await mailed.smtp.mailsTo(customer.user.email, 1);
    expect(approved?.subject).toBe(`Votre retour Maison Lune pour la commande #${order.number} est accepté`);
    expect(approved?.headers.get('content-language')).toBe('fr');
    expect(approved?.html).toMatch(/<html [^>]*lang="fr"/);
    expect(approved?.text).toContain(`Votre retour est accepté\u202f: commande #${order.number}.`);
    expect(approved?.text).toContain('Merci d’envoyer votre colis à Maison Lune');
    expect(approved?.text).toContain(`/fr/orders/${order.id}`);

    await api.receive(returnId, admin, [{ lineId: dressLine, quantity: 1, damaged: 0 }]);
    const mails = await mailed.smtp.mailsTo(customer.user.email, 2);
    const arrived = mails.find((mail) => mail.subject?.includes('est arrivé'));
    expect(arrived?.text).toMatch(/1 × .+ \(M\) reçu\./);
    expect(arrived?.text).not.toMatch(/arrived|Kind regards/);
  });
});
