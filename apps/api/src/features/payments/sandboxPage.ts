// The sandbox hosted checkout page: order summary, shipping address and card form, plain HTML that works without JavaScript.
import {
  amountOffText,
  type Currency,
  DEMO_PAYMENTS_NOTICE,
  deliveryWindowText,
  expectedDeliveryText,
  formatMinorUnits,
  type ShippingAddress,
  taxLabelOf,
} from '@atelier/domain';
import type { PricedDeliveryMethod, PricedLine } from '../../db/schema.ts';
import { html, type SafeHtml } from '../../rendering/html.ts';
import { plainPageHead } from '../../rendering/plainPage.ts';
import { amountDueCents, checkoutTotalsCents } from './amountDue.ts';
import { type AddressErrors, addressFieldset } from './sandboxAddressForm.ts';
import type { SandboxSession } from './sandboxService.ts';

export interface SandboxPageContext {
  /** Who is paid, as the shop's settings name it. */
  shopName: string;
  /** Where "back to the shop" leads. */
  shopUrl: string;
  /** Where "Cancel and return to the shop" leads: the shop gives the held stock back when it arrives there. */
  cancelUrl: string;
  /** The sandbox runs in production for a demo: the page says plainly that no real payment is taken. */
  demo: boolean;
  /** The countries the address form offers: every country a zone serves. */
  countries: readonly string[];
}

function layout(title: string, body: SafeHtml, demo: boolean): string {
  return html`${plainPageHead(title)}
<body>
${demo ? html`<p class="demo-notice" role="note">${DEMO_PAYMENTS_NOTICE}</p>` : false}
${body}
</body>
</html>
`.value;
}

function summaryLine(line: PricedLine, currency: Currency): SafeHtml {
  const price = (minor: number) => formatMinorUnits(minor, currency);
  return html`<li class="line">
  ${line.image ? html`<img class="line-image" src="${line.image}" alt="" width="48" height="60">` : html`<span class="line-image" aria-hidden="true"></span>`}
  <div class="line-text">
    <p class="line-name">${line.name}</p>
    <p class="line-quantity">${line.size ? `Size ${line.size} · ` : ''}Qty ${line.quantity} × ${price(line.priceCents)}</p>
  </div>
  <p class="line-total">${price(line.priceCents * line.quantity)}</p>
</li>`;
}

/** Each offered method's own figures, shown only while its radio is checked (checkout.css): the page has no script. */
function perMethod(options: PricedDeliveryMethod[], figure: (option: PricedDeliveryMethod) => string): SafeHtml[] {
  return options.map((option, index) => html`<span class="for-method for-method-${index}">${figure(option)}</span>`);
}

/** What the card pays: what gift cards and store credit hold of the total is not charged again. */
const totalWith = (session: SandboxSession, option: PricedDeliveryMethod) =>
  formatMinorUnits(amountDueCents(session, option.priceCents) - session.prepaidCents, session.currency);

/** What gift cards and store credit pay of the total. */
function prepaidRow(session: SandboxSession): SafeHtml | '' {
  if (session.prepaidCents === 0) return '';
  return html`<div><dt>Gift cards and store credit</dt><dd>${amountOffText(session.prepaidCents, session.currency)}</dd></div>`;
}

/** The promotion's row: what it took off the lines, or the free delivery it gives. */
function discountRow(session: SandboxSession): SafeHtml | '' {
  if (!session.promotionLabel) return '';
  return html`<div><dt>Discount · ${session.promotionCode ?? session.promotionLabel}</dt><dd>${amountOffText(session.discountCents, session.currency)}</dd></div>`;
}

function summary(session: SandboxSession, { shopUrl, shopName }: SandboxPageContext): SafeHtml {
  const price = (minor: number) => formatMinorUnits(minor, session.currency);
  const options = session.shippingOptions;
  // With delivery methods to choose from, the amounts follow the chosen one.
  const due =
    options.length > 0
      ? perMethod(options, (option) => totalWith(session, option))
      : price(session.totalCents - session.prepaidCents);
  // Taxed delivery holds tax of its own: the tax follows the chosen method too.
  const tax =
    options.length > 0 && session.shippingTaxRate !== null
      ? perMethod(options, (option) => price(checkoutTotalsCents(session, option.priceCents).taxCents))
      : price(session.taxCents);
  const delivery =
    options.length > 0
      ? html`<div><dt>Delivery</dt><dd>${perMethod(options, (option) => `${option.name} ${option.priceCents === 0 ? 'Free' : price(option.priceCents)}`)}</dd></div>`
      : '';
  return html`<section class="summary" aria-labelledby="summary-title">
  <header class="brand">
    <a class="shop-link" href="${shopUrl}">${shopName}</a>
    <span class="badge">Test mode</span>
  </header>
  <p class="eyebrow">Pay ${shopName}</p>
  <p class="amount">${due}</p>
  <h2 id="summary-title" class="section-title">Order summary</h2>
  <ul class="lines">${session.lines.map((line) => summaryLine(line, session.currency))}</ul>
  <dl class="totals">
    <div><dt>Subtotal</dt><dd>${price(session.subtotalCents)}</dd></div>
    ${discountRow(session)}
    ${delivery}
    <div><dt>${session.taxIncluded ? `Includes ${taxLabelOf(session.taxLines)}` : taxLabelOf(session.taxLines)}</dt><dd>${tax}</dd></div>
    ${prepaidRow(session)}
    <div class="grand-total"><dt>Total due</dt><dd>${due}</dd></div>
  </dl>
</section>`;
}

export interface CardFormState {
  error?: string;
  /** Said above the form without refusing anything, e.g. that delivery is now priced for the address's country. */
  note?: string;
  expiry?: string;
  nameOnCard?: string;
  /** What the address fields show: as typed, or the customer's last order's address on a first visit. */
  address?: Partial<ShippingAddress>;
  addressErrors?: AddressErrors;
  /** The method id checked: the one posted, else the cheapest. */
  shippingMethod?: string;
}

function deliveryFieldset(session: SandboxSession, chosen: string | undefined): SafeHtml | false {
  const options = session.shippingOptions;
  if (options.length === 0) return false;
  const checked = options.some((option) => option.methodId === chosen) ? chosen : options[0]?.methodId;
  const opened = session.createdAt;
  return html`<fieldset class="delivery">
    <legend>Delivery</legend>
    ${options.map(
      (option, index) => html`<div class="delivery-option">
      <input type="radio" id="shipping-method-${index}" name="shippingMethod" value="${option.methodId}@${option.priceCents}"${option.methodId === checked ? html` checked` : false}>
      <label for="shipping-method-${index}">
        <span class="delivery-name">${option.name}</span>
        <span class="delivery-price">${option.priceCents === 0 ? 'Free' : formatMinorUnits(option.priceCents, session.currency)}</span>
        <span class="delivery-days">${deliveryWindowText(option.minDays, option.maxDays)} · ${expectedDeliveryText(opened, option.minDays, option.maxDays)}</span>
      </label>
    </div>`,
    )}
  </fieldset>`;
}

function cardForm(session: SandboxSession, context: SandboxPageContext, state: CardFormState): SafeHtml {
  const { cancelUrl, countries } = context;
  const sessionId = session.providerSessionId ?? '';
  return html`<section class="payment" aria-labelledby="payment-title">
  <h1 id="payment-title">Pay with card</h1>
  <p class="email">Receipt to <strong>${session.email}</strong></p>
  ${state.error ? html`<p class="error" role="alert">${state.error}</p>` : false}
  ${state.note ? html`<p class="delivery-note" role="status">${state.note}</p>` : false}
  <form class="card-form" method="post" action="/checkout/sandbox/${encodeURIComponent(sessionId)}/pay">
    ${addressFieldset(countries, state.address ?? {}, state.addressErrors ?? {}, `/checkout/sandbox/${encodeURIComponent(sessionId)}/delivery`)}
    ${deliveryFieldset(session, state.shippingMethod)}
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
    <button class="pay" type="submit">Pay ${session.shippingOptions.length > 0 ? perMethod(session.shippingOptions, (option) => totalWith(session, option)) : formatMinorUnits(session.totalCents, session.currency)}</button>
  </form>
  <a class="cancel" href="${cancelUrl}">Cancel and return to the shop</a>
  <p class="hint">Test mode: no card is charged. Pay with 4242 4242 4242 4242, any future date and any CVC; 4000 0000 0000 0002 is declined.</p>
</section>`;
}

export function checkoutPage(session: SandboxSession, context: SandboxPageContext, state: CardFormState = {}): string {
  return layout(
    `Pay ${context.shopName} · Checkout`,
    html`<main class="checkout">${summary(session, context)}${cardForm(session, context, state)}</main>`,
    context.demo,
  );
}

export function notFoundPage(message: string, { shopUrl, shopName, demo }: SandboxPageContext): string {
  return layout(
    `Checkout not found · ${shopName}`,
    html`<main class="notice"><p class="shop-link">${shopName}</p><h1>${message}</h1><a class="cancel" href="${shopUrl}">Return to the shop</a></main>`,
    demo,
  );
}
