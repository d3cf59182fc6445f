// The links the shop's mails carry: where they lead, and the signed unsubscribe address of a mail a customer can leave.
import type { FastifyInstance } from 'fastify';
import { sessionSigningSecret } from '../sessions/index.ts';
import { type MailKind, type UnsubscribeTokens, unsubscribeTokens } from './tokens.ts';

/** Where the shop's links lead, and how unsubscribe links are signed. */
export interface MailLinks {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

/** The shop's links and the signer of unsubscribe links, with the key sessions are signed with. */
export async function mailLinksOf(app: FastifyInstance): Promise<MailLinks> {
  return { publicUrl: app.config.publicUrl, tokens: unsubscribeTokens(await sessionSigningSecret(app.config, app.database)) };
}

export function unsubscribeUrl(links: MailLinks, kind: MailKind, email: string): string {
  return `${links.publicUrl}/unsubscribe?token=${links.tokens.sign(kind, email)}`;
}
