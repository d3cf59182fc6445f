// The head of the plain pages the server writes itself (the sandbox payment page, the pages a mail's link opens),
// in the stylesheet the sandbox payment routes serve.
import { DEFAULT_LANGUAGE, type Language } from '@atelier/domain';
import { html, type SafeHtml } from './html.ts';

const SANDBOX_STYLESHEET = '/checkout/sandbox/assets/checkout.css';

/** The head of a plain page the server writes itself in `language`, in the sandbox's stylesheet. */
export function plainPageHead(title: string, language: Language = DEFAULT_LANGUAGE): SafeHtml {
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SANDBOX_STYLESHEET}">
</head>`;
}
