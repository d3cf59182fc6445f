// The sandbox hosted checkout page: order summary, shipping address and card form, plain HTML that works without JavaScript.
import { DEMO_PAYMENTS_NOTICE, formatPrice, type ShippingAddress, TAX_RATE, toDollars } from '@atelier/domain';
import type { PricedLine } from '../../db/schema.ts';
import { html, type SafeHtml } from '../../html.ts';
import { type AddressErrors, addressFieldset } from './sandboxAddressForm.ts';
import type { SandboxSession } from './sandboxService.ts';

export const SANDBOX_STYLESHEET = '/checkout/sandbox/assets/checkout.css';

const price = (cents: number) => formatPrice(toDollars(cents));

export interface SandboxPageContext {
  /** Where "back to the shop" leads. */
  shopUrl: string;
  /** Where "Cancel and return to the shop" leads: the shop gives the held stock back when it arrives there. */
  cancelUrl: string;
  /** The sandbox runs in production for a demo: the page says plainly that no real payment is taken. */
  demo: boolean;
  /** The countries the address form offers (SHIP_TO_COUNTRIES). */
  countries: readonly string[];
}

function layout(title: string, body: SafeHtml, demo: boolean): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SANDBOX_STYLESHEET}">
</head>
<body>
${demo ? html`<p class="demo-notice" role="note">${DEMO_PAYMENTS_NOTICE}</p>` : false}
${body}
</body>
</html>
`.value;
}

function summaryLine(line: PricedLine): SafeHtml {
  return html`<li class="line">
  ${line.image ? html`<img class="line-image" src="${line.image}" alt="" width="48" height="60">` : html`<span class="line-image" aria-hidden="true"></span>`}
  <div class="line-text">
    <p class="line-name">${line.name}</p>
    <p class="line-quantity">${line.size ? `Size ${line.size} · ` : ''}Qty ${line.quantity} × ${price(line.priceCents)}</p>
  </div>
  <p class="line-total">${price(line.priceCents * line.quantity)}</p>
</li>`;
}

function summary(session: SandboxSession, shopUrl: string): SafeHtml {
  return html`<section class="summary" aria-labelledby="summary-title">
  <header class="brand">
    <a class="shop-link" href="${shopUrl}">Atelier</a>
    <span class="badge">Test mode</span>
  </header>
  <p class="eyebrow">Pay Atelier</p>
  <p class="amount">${price(session.totalCents)}</p>
  <h2 id="summary-title" class="section-title">Order summary</h2>
  <ul class="lines">${session.lines.map(summaryLine)}</ul>
  <dl class="totals">
    <div><dt>Subtotal</dt><dd>${price(session.subtotalCents)}</dd></div>
    <div><dt>Tax (${TAX_RATE * 100}%)</dt><dd>${price(session.taxCents)}</dd></div>
    <div class="grand-total"><dt>Total due</dt><dd>${price(session.totalCents)}</dd></div>
  </dl>
</section>`;
}

export interface CardFormState {
  error?: string;
  expiry?: string;
  nameOnCard?: string;
  /** What the address fields show: as typed, or the customer's last order's address on a first visit. */
  address?: Partial<ShippingAddress>;
  addressErrors?: AddressErrors;
}

function cardForm(session: SandboxSession, context: SandboxPageContext, state: CardFormState): SafeHtml {
  const { cancelUrl, countries } = context;
  const sessionId = session.providerSessionId ?? '';
  return html`<section class="payment" aria-labelledby="payment-title">
  <h1 id="payment-title">Pay with card</h1>
  <p class="email">Receipt to <strong>${session.email}</strong></p>
  ${state.error ? html`<p class="error" role="alert">${state.error}</p>` : false}
  <form class="card-form" method="post" action="/checkout/sandbox/${encodeURIComponent(sessionId)}/pay">
    ${addressFieldset(countries, state.address ?? {}, state.addressErrors ?? {})}
    <fieldset class="card">
    <legend>Card</legend>
    <label for="cardNumber">Card number</label>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required>
    <div class="field-row">
      <div>
        <label for="expiry">Expiry (MM/YY)</label>
        <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" value="${state.expiry ?? ''}" required>
      </div>
      <div>
        <label for="cvc">CVC</label>
        <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required>
      </div>
    </div>
    <label for="nameOnCard">Name on card</label>
    <input id="nameOnCard" name="nameOnCard" autocomplete="cc-name" maxlength="100" value="${state.nameOnCard ?? ''}" required>
    </fieldset>
    <button class="pay" type="submit">Pay ${price(session.totalCents)}</button>
  </form>
  <a class="cancel" href="${cancelUrl}">Cancel and return to the shop</a>
  <p class="hint">Test mode: no card is charged. Pay with 4242 4242 4242 4242, any future date and any CVC; 4000 0000 0000 0002 is declined.</p>
</section>`;
}

export function checkoutPage(session: SandboxSession, context: SandboxPageContext, state: CardFormState = {}): string {
  return layout(
    'Pay Atelier · Checkout',
    html`<main class="checkout">${summary(session, context.shopUrl)}${cardForm(session, context, state)}</main>`,
    context.demo,
  );
}

export function notFoundPage(message: string, { shopUrl, demo }: SandboxPageContext): string {
  return layout(
    'Checkout not found · Atelier',
    html`<main class="notice"><p class="shop-link">Atelier</p><h1>${message}</h1><a class="cancel" href="${shopUrl}">Return to the shop</a></main>`,
    demo,
  );
}
