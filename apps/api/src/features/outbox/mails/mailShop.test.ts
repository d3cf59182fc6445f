import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMails } from '../../../db/schema.ts';
import { makeShopSettings, makeUser } from '../../../test/factories.ts';
import { useShopWithMail } from '../../../test/shopWithMail.ts';
import { useTestApp } from '../../../test/testApp.ts';

const t = useTestApp();
const mailed = useShopWithMail(t);

const askForReset = (email: string) =>
  mailed.shop.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

describe('mails speak for the mailed.shop as its settings say', () => {
  it("come from the shop's name at MAIL_FROM's address, say it in subject and body, signed with it, with its address in the footer", async () => {
    await makeShopSettings(t.db, {
      name: 'Maison Lune',
      address: { line1: '3 Rue Mercière', city: 'Lyon', postalCode: '69002', country: 'FR' },
    });
    const user = await makeUser(t.db);
    expect((await askForReset(user.email)).statusCode).toBe(200);
    const [mail] = await mailed.smtp.mailsTo(user.email);
    expect(mail?.from?.value).toEqual([{ name: 'Maison Lune', address: 'shop@atelier.test' }]);
    expect(mail?.subject).toBe('Reset your Maison Lune password');
    const text = mail?.text ?? '';
    expect(text).toContain('asked to reset the password of your Maison Lune account');
    expect(mail?.html).toContain('Choose a new password for your Maison Lune account');
    expect(text).toMatch(/Kind regards,\s+Maison Lune/);
    expect(text).toContain('3 Rue Mercière, 69002 Lyon, France');
    expect(mail?.html).toContain('3 Rue Mercière, 69002 Lyon, France');
  });

  it('follow a new name from the next mail written, and show no address line for a mailed.shop without one', async () => {
    await makeShopSettings(t.db, { name: 'Lune & Co', address: null });
    const user = await makeUser(t.db);
    await askForReset(user.email);
    const [mail] = await mailed.smtp.mailsTo(user.email);
    expect(mail?.from?.value).toEqual([{ name: 'Lune & Co', address: 'shop@atelier.test' }]);
    expect(mail?.subject).toBe('Reset your Lune & Co password');
    expect(mail?.text).not.toContain('Lyon');
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
    expect(row?.senderName).toBe('Lune & Co');
  });
});
