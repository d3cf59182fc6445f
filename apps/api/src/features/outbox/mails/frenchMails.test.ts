import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { en } from './catalogues/en.ts';
import { fr } from './catalogues/fr.ts';
import { OrderRefundMail, REFUND_NEWS } from './OrderRefundMail.tsx';
import { OrderStatusMail, STATUS_NEWS } from './OrderStatusMail.tsx';
import { draftMail, renderMail } from './renderMail.ts';

const shop = { name: 'Maison Lune', address: '' };
const order = { shopUrl: 'https://shop.example', orderUrl: 'https://shop.example/orders/1', orderNumber: '#1042' };

const refund = (language: 'en' | 'fr') =>
  renderMail(
    draftMail(
      'ada@example.com',
      (name, t) => t(REFUND_NEWS.sold_out.subject, { shop: name, number: '#1042' }),
      createElement(OrderRefundMail, {
        ...order,
        reason: 'sold_out',
        amountCents: 123_450,
        currency: 'EUR',
        lines: [{ name: 'Robe nuisette', size: 'M', quantity: 1 }],
      }),
      undefined,
      language,
    ),
    shop,
  );

describe('a mail in French', () => {
  it('tells of a refund in French words, French money and French typography', async () => {
    const mail = await refund('fr');
    expect(mail.subject).toBe('Votre commande Maison Lune #1042 n’a pas pu être préparée');
    expect(mail.headers).toEqual({ 'Content-Language': 'fr' });
    expect(mail.html).toMatch(/<html [^>]*lang="fr"/);
    expect(mail.text).toContain('Nous avons remboursé 1\u202f234,50\u00a0€ pour la commande #1042');
    expect(mail.text).toContain('1 × Robe nuisette (taille M)');
    expect(mail.text).not.toMatch(/refunded|Kind regards|View your order/);
  });

  it('leaves the English mail in the words it always had', async () => {
    const mail = await refund('en');
    expect(mail.subject).toBe('Your Maison Lune order #1042 could not be filled');
    expect(mail.headers).toEqual({ 'Content-Language': 'en' });
    expect(mail.text).toContain(
      'The last of what you ordered in #1042 went to another customer while your payment was on its way, so we could not send it. We have refunded €1,234.50 for order #1042',
    );
    expect(mail.text).toContain('1 × Robe nuisette (size M)');
  });

  it('says a parcel is on its way in French', async () => {
    const mail = await renderMail(
      draftMail(
        'ada@example.com',
        (name, t) => t(STATUS_NEWS.shipped.subject, { shop: name, number: '#1042' }),
        createElement(OrderStatusMail, { ...order, status: 'shipped' }),
        { 'List-Unsubscribe': '<https://shop.example/u>' },
        'fr',
      ),
      shop,
    );
    expect(mail.subject).toBe('Votre commande Maison Lune #1042 est en route');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://shop.example/u>', 'Content-Language': 'fr' });
    expect(mail.text).toContain('La commande #1042 a quitté notre atelier et est en route vers vous.');
    expect(mail.text).toContain('Voir votre commande');
  });

  it('has a French text for every English one, and none left in English', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const sameWords = Object.entries(fr).filter(([id, text]) => text === en[id as keyof typeof en]);
    // Only messages made of values and signs read alike in both languages.
    expect(sameWords.map(([id]) => id)).toEqual(['confirmation.line', 'confirmation.total', 'refund.line', 'reminder.line']);
  });
});
