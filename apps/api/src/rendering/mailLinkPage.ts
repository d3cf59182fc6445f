// The plain pages a link in a mail opens: confirming an alert, leaving a kind of mail. Each says what happened in
// words, a wrong or used link included, never an error page; they work without JavaScript and without signing in.
import { html, type SafeHtml } from './html.ts';
import { plainPageHead } from './plainPage.ts';

export interface MailPageContext {
  shopName: string;
  shopUrl: string;
}

export function mailLinkPage(title: string, body: SafeHtml, { shopName, shopUrl }: MailPageContext): string {
  return html`${plainPageHead(`${title} · ${shopName}`)}
<body>
<main class="notice">
<a class="shop-link" href="${shopUrl}">${shopName}</a>
<h1>${title}</h1>
${body}
<a class="cancel" href="${shopUrl}">Return to the shop</a>
</main>
</body>
</html>
`.value;
}

export const BAD_LINK_TEXT = 'This link is not valid or was already used. Nothing was changed.';
