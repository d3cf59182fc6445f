// Reading a received mail's List-Unsubscribe headers, and doing with them what a mail client does (RFC 8058).
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';

/** A header as the mail carried it (mailparser folds List-* headers into an object of its own). */
export const headerOf = (mail: ParsedMail | undefined, name: string) =>
  mail?.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

/** The mail's List-Unsubscribe address, as the path and query the shop answers. */
export function unsubscribePathOf(mail: ParsedMail | undefined): string {
  const url = new URL((headerOf(mail, 'list-unsubscribe') ?? '').slice(1, -1));
  return url.pathname + url.search;
}

/** The one-click POST a mail client sends to that address, opening no page. */
export function unsubscribeOneClick(app: FastifyInstance, path: string) {
  return app.inject({
    method: 'POST',
    url: path,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
