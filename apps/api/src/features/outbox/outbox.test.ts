import { randomUUID } from 'node:crypto';
import type { OutboxMailDetail } from '@atelier/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema.ts';
import { buildApp } from '../../start/app.ts';
import { makeShopSettings, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtpServer.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';
import { mailerFor } from './mailer.ts';
import { draftMail } from './mails/renderMail.ts';
import {
  DELIVERED_MAIL_KEPT_MS,
  deleteOldDeliveredMails,
  deliverDueMails,
  enqueueMail,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
} from './service.ts';

const t = useTestApp();
let smtp: TestSmtpServer;
const FROM = 'Atelier <shop@atelier.test>';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp?.stop());

const smtpMailer = () => mailerFor({ smtpUrl: smtp.url, from: FROM, pollMs: 0 });
const newAddress = () => `reader-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A moment just after `mail` fell due. The database stamps it in microseconds and a Date holds milliseconds, so a
 * `new Date()` taken in the same millisecond as the write can fall before it, and find the mail not yet due.
 */
const justAfterDue = (mail: { nextAttemptAt: Date }) => mail.nextAttemptAt.getTime() + 1;

async function writeMail(to: string, subject = 'Your order is on its way') {
  const content = createElement('p', null, 'Hello ', createElement('strong', null, 'there'));
  await enqueueMail(
    t.db,
    draftMail(to, () => subject, content),
  );
  const [row] = await t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, to), eq(outboxMails.subject, subject)));
  if (!row) throw new Error('mail not written');
  return row;
}

describe('the outbox', () => {
  it("delivers a written mail over SMTP with its HTML and text parts, from the shop's name at MAIL_FROM's address", async () => {
    await makeShopSettings(t.db, { name: 'Maison Lune' });
    const to = newAddress();
    await writeMail(to);
    await deliverDueMails(t.db, smtpMailer());
    const [mail] = await smtp.mailsTo(to);
    expect(mail?.subject).toBe('Your order is on its way');
    expect(mail?.from?.value).toEqual([{ name: 'Maison Lune', address: 'shop@atelier.test' }]);
    expect(mail?.html).toContain('<strong>there</strong>');
    expect(mail?.text?.trim()).toBe('Hello there');
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps mails without an SMTP server, sending nothing', async () => {
    const to = newAddress();
    await writeMail(to);
    await deliverDueMails(t.db, mailerFor({ smtpUrl: undefined, from: FROM, pollMs: 0 }));
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
    expect(row?.status).toBe('kept');
    expect(smtp.mails.filter((mail) => mail.subject && mail.to && !Array.isArray(mail.to) && mail.to.text === to)).toEqual([]);
  });

  it('retries a delivery after the SMTP server was down, and loses nothing', async () => {
    const to = newAddress();
    const written = await writeMail(to);
    const now = new Date(justAfterDue(written));
    await smtp.stop();
    try {
      await deliverDueMails(t.db, smtpMailer(), now);
    } finally {
      await smtp.start();
    }
    const [afterFailure] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, written.id));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure?.lastError).toBeTruthy();
    // Not before its backoff is over…
    await deliverDueMails(t.db, smtpMailer(), now);
    expect(smtp.mails.some((mail) => !Array.isArray(mail.to) && mail.to?.text === to)).toBe(false);
    // …then sent.
    await deliverDueMails(t.db, smtpMailer(), new Date(now.getTime() + (RETRY_DELAYS_MS[0] ?? 0)));
    expect(await smtp.mailsTo(to)).toHaveLength(1);
    const [sent] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, written.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('shows a mail as failed after its last attempt, and Retry sends it', async () => {
    const to = newAddress();
    const written = await writeMail(to);
    const unreachable = mailerFor({ smtpUrl: 'smtp://127.0.0.1:1', from: FROM, pollMs: 0 });
    let now = justAfterDue(written);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMails(t.db, unreachable, new Date(now));
      now += (RETRY_DELAYS_MS[attempt - 1] ?? 0) + 1;
    }
    const [failed] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, written.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const listed = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie: admin.cookie } });
    expect(listed.json().mails).toContainEqual(expect.objectContaining({ _id: written.id, to, status: 'failed' }));

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/outbox/${written.id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
    await deliverDueMails(t.db, smtpMailer());
    expect(await smtp.mailsTo(to)).toHaveLength(1);
  });

  it('refuses Retry for a mail that has not failed', async () => {
    const written = await writeMail(newAddress());
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'POST', url: `/api/outbox/${written.id}/retry`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a failed mail can be sent again');
  });

  it('deletes mails sent or kept longer ago than the Outbox keeps them, and no failed or pending one', async () => {
    const to = newAddress();
    const longAgo = new Date(Date.now() - DELIVERED_MAIL_KEPT_MS - 60_000);
    const lately = new Date(Date.now() - DELIVERED_MAIL_KEPT_MS + 60 * 60_000);
    const mails = [
      { subject: 'old sent', status: 'sent', createdAt: longAgo },
      { subject: 'old kept', status: 'kept', createdAt: longAgo },
      { subject: 'old failed', status: 'failed', createdAt: longAgo },
      { subject: 'old pending', status: 'pending', createdAt: longAgo },
      { subject: 'recent sent', status: 'sent', createdAt: lately },
    ] as const;
    for (const { subject, status, createdAt } of mails) {
      const written = await writeMail(to, subject);
      await t.db.update(outboxMails).set({ status, createdAt }).where(eq(outboxMails.id, written.id));
    }
    expect(await deleteOldDeliveredMails(t.db)).toBeGreaterThanOrEqual(2);
    const left = await t.db.select({ subject: outboxMails.subject }).from(outboxMails).where(eq(outboxMails.to, to));
    expect(left.map((mail) => mail.subject).sort()).toEqual(['old failed', 'old pending', 'recent sent']);
  });

  it('shows a mail with both its parts to an admin, and to nobody else', async () => {
    const written = await writeMail(newAddress());
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const customer = await makeSignedInUser(t.app, t.db);
    const url = `/api/outbox/${written.id}`;
    const seen = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(seen.json().html).toContain('<p>Hello <strong>there</strong></p>');
    expect(seen.json().text.trim()).toBe('Hello there');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('what the Outbox shows of a mail', () => {
  const RESET_LINK = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/;

  async function resetMailFor(email: string) {
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(asked.statusCode).toBe(200);
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, email));
    if (!row) throw new Error('no reset mail written');
    return row;
  }

  it('shows a reset link masked to an admin, while the mail sent over SMTP carries it whole', async () => {
    const owner = await makeUser(t.db);
    const written = await resetMailFor(owner.email);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const seen = await t.app.inject({ url: `/api/outbox/${written.id}`, headers: { cookie: admin.cookie } });
    expect(seen.statusCode).toBe(200);
    const { html, text } = seen.json<OutboxMailDetail>();
    expect(text).toContain('/reset-password?token=');
    expect(html).toContain('/reset-password?token=');
    expect(text).not.toMatch(RESET_LINK);
    expect(html).not.toMatch(RESET_LINK);

    await deliverDueMails(t.db, smtpMailer());
    const [sent] = await smtp.mailsTo(owner.email);
    const token = RESET_LINK.exec(sent?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(sent?.html).toContain(`reset-password?token=${token}`);
    expect(JSON.stringify(seen.json())).not.toContain(String(token));
  });

  it('forgets the body of a mail once SMTP took it, and keeps to whom, what and when', async () => {
    const to = newAddress();
    const written = await writeMail(to, 'Your order has shipped');
    await deliverDueMails(t.db, smtpMailer());
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, written.id));
    expect(row).toMatchObject({ status: 'sent', html: null, text: null, to, subject: 'Your order has shipped' });
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const seen = await t.app.inject({ url: `/api/outbox/${written.id}`, headers: { cookie: admin.cookie } });
    expect(seen.json()).toMatchObject({ to, subject: 'Your order has shipped', status: 'sent', html: null, text: null });
    expect(seen.json().sentAt).toEqual(expect.any(String));
  });

  it("writes an admin's reading of a mail to the audit trail, with the mail and its addressee", async () => {
    const to = newAddress();
    const written = await writeMail(to);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    await t.app.inject({ url: `/api/outbox/${written.id}`, headers: { cookie: admin.cookie } });
    const trail = await t.app.inject({ url: '/api/audit?kind=mail.read', headers: { cookie: admin.cookie } });
    expect(trail.json().entries).toContainEqual(
      expect.objectContaining({
        kind: 'mail.read',
        admin: expect.objectContaining({ email: admin.user.email }),
        subject: { type: 'mail', id: written.id, label: to },
      }),
    );
  });
});

describe('two instances sending from one outbox', () => {
  const MAILS = 12;
  const senders: FastifyInstance[] = [];
  afterAll(async () => {
    for (const sender of senders) await sender.close();
  });

  it('send each mail exactly once', async () => {
    const to = newAddress();
    for (let i = 0; i < MAILS; i++) await writeMail(to, `Mail ${i + 1}`);
    for (let i = 0; i < 2; i++) {
      const sender = await buildApp(testConfig({ mail: { smtpUrl: smtp.url, from: FROM, pollMs: 5 } }), t.database);
      senders.push(sender);
    }
    await Promise.all(senders.map((sender) => sender.ready()));
    const received = await smtp.mailsTo(to, MAILS);
    // Both senders stop only after the mail each has under way, so any second copy would have arrived by now.
    for (const sender of senders) await sender.close();
    expect(received).toHaveLength(MAILS);
    expect(new Set(received.map((mail) => mail.subject)).size).toBe(MAILS);
    const rows = await t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
    expect(rows.map((row) => row.status)).toEqual(Array(MAILS).fill('sent'));
  });
});
