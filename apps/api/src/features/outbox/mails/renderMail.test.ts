import { AsyncLocalStorage } from 'node:async_hooks';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordResetMail } from './PasswordResetMail.tsx';
import { draftMail, renderMail } from './renderMail.ts';

const shop = { name: 'Maison Lune', address: '4 Market Street, EH1 1AA Edinburgh, United Kingdom' };
const resetUrl = 'https://shop.example/reset-password?token=abc123';
const draft = draftMail(
  'ada@example.com',
  (name) => `Reset your password at ${name}`,
  createElement(PasswordResetMail, { shopUrl: 'https://shop.example', resetUrl, username: 'Ada' }),
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a mail as it is written to the outbox', () => {
  it('is one XHTML document and a plain-text part with the same link, signed with the shop’s name', async () => {
    const mail = await renderMail(draft, shop);
    expect(mail.subject).toBe('Reset your password at Maison Lune');
    expect(mail.senderName).toBe('Maison Lune');
    expect(mail.html.startsWith('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"')).toBe(true);
    expect(mail.html.match(/<!DOCTYPE/g)).toHaveLength(1);
    expect(mail.html).toContain(`href="${resetUrl}"`);
    expect(mail.html).toContain('4 Market Street');
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain('Ada');
    expect(mail.text).not.toMatch(/<[a-z!]/i);
  });

  // Node 20 turns its promise hooks on for the whole process at the first AsyncLocalStorage run, and never off:
  // every later request of the shop would pay for them (decision 455).
  it('is rendered without starting an AsyncLocalStorage', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    await renderMail(draft, shop);
    expect(run).not.toHaveBeenCalled();
  });
});
