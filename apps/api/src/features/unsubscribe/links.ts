// The links the shop's mails carry: where they lead, and the signed unsubscribe address of a mail a customer can leave.
import { DEFAULT_LANGUAGE, type Language } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { inMailLanguage } from '../../rendering/mailLinkPage.ts';
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

/** The signed address that stops `kind` of mail to `email`; its page speaks the mail's `language` (decision 650). */
export function unsubscribeUrl(links: MailLinks, kind: MailKind, email: string, language: Language = DEFAULT_LANGUAGE): string {
  return inMailLanguage(`${links.publicUrl}/unsubscribe?token=${links.tokens.sign(kind, email)}`, language);
}
