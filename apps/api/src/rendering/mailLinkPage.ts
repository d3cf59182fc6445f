// The plain pages a link in a mail opens: confirming an alert, leaving a kind of mail. Each says what happened in
// words, a wrong or used link included, never an error page; they work without JavaScript and without signing in, in
// the language of the mail the link came in.
import { DEFAULT_LANGUAGE, type Language } from '@atelier/domain';
import { type CatalogueText, speakingEveryLanguage } from '../shared/catalogueText.ts';
import { html, type SafeHtml } from './html.ts';
import { en, type MailLinkMessageId } from './mailLinkCatalogues/en.ts';
import { fr } from './mailLinkCatalogues/fr.ts';
import { plainPageHead } from './plainPage.ts';

const SPEAKING = speakingEveryLanguage<MailLinkMessageId>({ en, fr });

export type MailLinkText = CatalogueText<MailLinkMessageId>;

/** The words of the pages mail links open, in `language`. */
export const mailLinkText = (language: Language): MailLinkText => SPEAKING[language].t;

/** A mail link (its query begun) that opens its page in the mail's `language`: `…?token=…&lang=fr`. */
export const inMailLanguage = (url: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? url : `${url}&lang=${language}`;

export interface MailPageContext {
  shopName: string;
  shopUrl: string;
  language: Language;
}

export function mailLinkPage(title: string, body: SafeHtml, { shopName, shopUrl, language }: MailPageContext): string {
  const t = mailLinkText(language);
  return html`${plainPageHead(t('page.title', { title, shop: shopName }), language)}
<body>
<main class="notice">
<a class="shop-link" href="${shopUrl}">${shopName}</a>
<h1>${title}</h1>
${body}
<a class="cancel" href="${shopUrl}">${t('page.backToShop')}</a>
</main>
</body>
</html>
`.value;
}

/** The page a wrong or used link opens, in `language`. */
export function badLinkPage(context: MailPageContext): string {
  const t = mailLinkText(context.language);
  return mailLinkPage(t('badLink.title'), html`<p class="hint">${t('badLink.text')}</p>`, context);
}
