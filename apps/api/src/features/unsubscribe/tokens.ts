// The token of an unsubscribe link: which kind of mail to stop for which address, signed by the shop, so the link works
// without signing in and nobody can stop another address's mail. It never expires: a mail is read months later.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The kinds of mail a customer can leave: those that are not about an order they placed or their account. A kind
 * stays once links naming it are sent: a mail is read months later.
 */
export const MAIL_KINDS = ['stock-alerts', 'cart-and-arrivals'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface UnsubscribeTokens {
  sign(kind: MailKind, email: string): string;
  /** The kind and address a token names, or null when it was not made by the shop. */
  read(token: string): { kind: MailKind; email: string } | null;
}

export function unsubscribeTokens(secret: string): UnsubscribeTokens {
  const mac = (payload: string) => createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');
  return {
    sign(kind, email) {
      const payload = Buffer.from(JSON.stringify([kind, email])).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    read(token) {
      const [payload = '', signature = ''] = token.split('.');
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const [kind, email] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
        if (!MAIL_KINDS.includes(kind as MailKind) || typeof email !== 'string') return null;
        return { kind: kind as MailKind, email };
      } catch {
        return null;
      }
    },
  };
}

/** RFC 8058: the https link mail apps offer as "Unsubscribe", and the one-click POST they may send to it. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
