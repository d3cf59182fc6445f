// The sandbox hosted checkout page: order summary, shipping address and card form, plain HTML that works without JavaScript,
// in the language the checkout was opened in.
import { addWorkingDays, formatMinorUnits, type ShippingAddress, type TaxLineCents } from '@atelier/domain';
import type { PricedDeliveryMethod, PricedLine } from '../../db/schema.ts';
import { html, type SafeHtml } from '../../rendering/html.ts';
import { plainPageHead } from '../../rendering/plainPage.ts';
import { amountDueCents, checkoutTotalsCents } from './amountDue.ts';
import { type AddressErrors, addressFieldset } from './sandboxAddressForm.ts';
import type { SandboxSession } from './sandboxService.ts';
import type { SandboxSpeaking } from './sandboxText.ts';

/** "Tax (5%)", "Taxes (5 %)": the label of the tax lines' rates. */
function taxLabel(taxLines: readonly Pick<TaxLineCents, 'rate'>[], { t, locale }: SandboxSpeaking): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
  const rates = taxLines.filter((line) => line.rate > 0).map((line) => percent.format(line.rate / 100));
  return rates.length > 0 ? t('summary.taxRates', { rates: rates.join(', ') }) : t('summary.tax');
}

/** "2–4 working days · Expected Dec 4 – Dec 6", in the page's language. */
function deliveryDaysText(opened: Date, option: PricedDeliveryMethod, { t, locale }: SandboxSpeaking): string {
  const { minDays, maxDays } = option;
  const window =
    minDays === maxDays ? t('delivery.days', { min: minDays }) : t('delivery.dayRange', { min: minDays, max: maxDays });
  const shortDate = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const first = shortDate.format(addWorkingDays(opened, minDays));
  const last = shortDate.format(addWorkingDays(opened, maxDays));
  const expected = first === last ? t('delivery.expected', { date: first }) : t('delivery.expectedRange', { first, last });
  return `${window} · ${expected}`;
}

export interface SandboxPageContext {
  /** Who is paid, as the shop's settings name it. */
  shopName: string;
  /** Where "back to the shop" leads, in the page's language. */
  shopUrl: string;
  /** Where "Cancel and return to the shop" leads: the shop gives the held stock back when it arrives there. */
  cancelUrl: string;
  /** The sandbox runs in production for a demo: the page says plainly that no real payment is taken. */
  demo: boolean;
  /** The countries the address form offers: every country a zone serves. */
  countries: readonly string[];
  /** The page's words, in the checkout's language. */
  speaking: SandboxSpeaking;
}

function layout(title: string, body: SafeHtml, { demo, speaking }: SandboxPageContext): string {
  return html`${plainPageHead(title, speaking.language)}
<body>
${demo ? html`<p class="demo-notice" role="note">${speaking.t('demo.notice')}</p>` : false}
${body}
</body>
</html>
`.value;
}

function summaryLine(line: PricedLine, session: SandboxSession, { t, locale }: SandboxSpeaking): SafeHtml {
  const price = (minor: number) => formatMinorUnits(minor, session.currency, locale);
  const each = { quantity: line.quantity, price: price(line.priceCents) };
  return html`<li class="line">
  ${line.image ? html`<img class="line-image" src="${line.image}" alt="" width="48" height="60">` : html`<span class="line-image" aria-hidden="true"></span>`}
  <div class="line-text">
    <p class="line-name">${line.name}</p>
    <p class="line-quantity">${line.size ? t('summary.sizedQuantity', { ...each, size: line.size }) : t('summary.quantity', each)}</p>
  </div>
  <p class="line-total">${price(line.priceCents * line.quantity)}</p>
</li>`;
}

/** Each offered method's own figures, shown only while its radio is checked (checkout.css): the page has no script. */
function perMethod(options: PricedDeliveryMethod[], figure: (option: PricedDeliveryMethod) => string): SafeHtml[] {
  return options.map((option, index) => html`<span class="for-method for-method-${index}">${figure(option)}</span>`);
}

/** What the card pays: what gift cards and store credit hold of the total is not charged again. */
const totalWith = (session: SandboxSession, option: PricedDeliveryMethod, locale: string) =>
  formatMinorUnits(amountDueCents(session, option.priceCents) - session.prepaidCents, session.currency, locale);

/** "−$5.00", or "Free delivery" for a promotion that takes nothing off the lines. */
function amountOff(cents: number, session: SandboxSession, { t, locale }: SandboxSpeaking): string {
  return cents > 0 ? `−${formatMinorUnits(cents, session.currency, locale)}` : t('summary.freeDelivery');
}

/** What gift cards and store credit pay of the total. */
function prepaidRow(session: SandboxSession, speaking: SandboxSpeaking): SafeHtml | '' {
  if (session.prepaidCents === 0) return '';
  return html`<div><dt>${speaking.t('summary.prepaid')}</dt><dd>${amountOff(session.prepaidCents, session, speaking)}</dd></div>`;
}

/** The promotion's row: what it took off the lines, or the free delivery it gives. */
function discountRow(session: SandboxSession, speaking: SandboxSpeaking): SafeHtml | '' {
  if (!session.promotionLabel) return '';
  const name = session.promotionCode ?? session.promotionLabel;
  return html`<div><dt>${speaking.t('summary.discount', { name })}</dt><dd>${amountOff(session.discountCents, session, speaking)}</dd></div>`;
}

function summary(session: SandboxSession, { shopUrl, shopName, speaking }: SandboxPageContext): SafeHtml {
  const { t, locale } = speaking;
  const price = (minor: number) => formatMinorUnits(minor, session.currency, locale);
  const options = session.shippingOptions;
  // With delivery methods to choose from, the amounts follow the chosen one.
  const due =
    options.length > 0
      ? perMethod(options, (option) => totalWith(session, option, locale))
      : price(session.totalCents - session.prepaidCents);
  // Taxed delivery holds tax of its own: the tax follows the chosen method too.
  const tax =
    options.length > 0 && session.shippingTaxRate !== null
      ? perMethod(options, (option) => price(checkoutTotalsCents(session, option.priceCents).taxCents))
      : price(session.taxCents);
  const delivery =
    options.length > 0
      ? html`<div><dt>${t('summary.delivery')}</dt><dd>${perMethod(options, (option) => `${option.name} ${option.priceCents === 0 ? t('summary.free') : price(option.priceCents)}`)}</dd></div>`
      : '';
  const taxName = taxLabel(session.taxLines, speaking);
  return html`<section class="summary" aria-labelledby="summary-title">
  <header class="brand">
    <a class="shop-link" href="${shopUrl}">${shopName}</a>
    <span class="badge">${t('summary.testMode')}</span>
  </header>
  <p class="eyebrow">${t('summary.pay', { shop: shopName })}</p>
  <p class="amount">${due}</p>
  <h2 id="summary-title" class="section-title">${t('summary.title')}</h2>
  <ul class="lines">${session.lines.map((line) => summaryLine(line, session, speaking))}</ul>
  <dl class="totals">
    <div><dt>${t('summary.subtotal')}</dt><dd>${price(session.subtotalCents)}</dd></div>
    ${discountRow(session, speaking)}
    ${delivery}
    <div><dt>${session.taxIncluded ? t('summary.taxIncluded', { tax: taxName }) : taxName}</dt><dd>${tax}</dd></div>
    ${prepaidRow(session, speaking)}
    <div class="grand-total"><dt>${t('summary.totalDue')}</dt><dd>${due}</dd></div>
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

function deliveryFieldset(session: SandboxSession, chosen: string | undefined, speaking: SandboxSpeaking): SafeHtml | false {
  const options = session.shippingOptions;
  if (options.length === 0) return false;
  const { t, locale } = speaking;
  const checked = options.some((option) => option.methodId === chosen) ? chosen : options[0]?.methodId;
  const opened = session.createdAt;
  return html`<fieldset class="delivery">
    <legend>${t('summary.delivery')}</legend>
    ${options.map(
      (option, index) => html`<div class="delivery-option">
      <input type="radio" id="shipping-method-${index}" name="shippingMethod" value="${option.methodId}@${option.priceCents}"${option.methodId === checked ? html` checked` : false}>
      <label for="shipping-method-${index}">
        <span class="delivery-name">${option.name}</span>
        <span class="delivery-price">${option.priceCents === 0 ? t('summary.free') : formatMinorUnits(option.priceCents, session.currency, locale)}</span>
        <span class="delivery-days">${deliveryDaysText(opened, option, speaking)}</span>
      </label>
    </div>`,
    )}
  </fieldset>`;
}

function cardForm(session: SandboxSession, context: SandboxPageContext, state: CardFormState): SafeHtml {
  const { cancelUrl, countries, speaking } = context;
  const { t, locale } = speaking;
  const sessionId = session.providerSessionId ?? '';
  const due =
    session.shippingOptions.length > 0
      ? perMethod(session.shippingOptions, (option) => totalWith(session, option, locale))
      : formatMinorUnits(session.totalCents, session.currency, locale);
  return html`<section class="payment" aria-labelledby="payment-title">
  <h1 id="payment-title">${t('card.title')}</h1>
  <p class="email">${t('card.receiptTo')} <strong>${session.email}</strong></p>
  ${state.error ? html`<p class="error" role="alert">${state.error}</p>` : false}
  ${state.note ? html`<p class="delivery-note" role="status">${state.note}</p>` : false}
  <form class="card-form" method="post" action="/checkout/sandbox/${encodeURIComponent(sessionId)}/pay">
    ${addressFieldset(countries, state.address ?? {}, state.addressErrors ?? {}, `/checkout/sandbox/${encodeURIComponent(sessionId)}/delivery`, speaking)}
    ${deliveryFieldset(session, state.shippingMethod, speaking)}
    <fieldset class="card">
    <legend>${t('card.legend')}</legend>
    <label for="cardNumber">${t('card.number')}</label>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required>
    <div class="field-row">
      <div>
        <label for="expiry">${t('card.expiry')}</label>
        <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="${t('card.expiryPlaceholder')}" maxlength="7" value="${state.expiry ?? ''}" required>
      </div>
      <div>
        <label for="cvc">${t('card.cvc')}</label>
        <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required>
      </div>
    </div>
    <label for="nameOnCard">${t('card.name')}</label>
    <input id="nameOnCard" name="nameOnCard" autocomplete="cc-name" maxlength="100" value="${state.nameOnCard ?? ''}" required>
    </fieldset>
    <button class="pay" type="submit">${t('card.pay')} ${due}</button>
  </form>
  <a class="cancel" href="${cancelUrl}">${t('card.cancel')}</a>
  <p class="hint">${t('card.hint')}</p>
</section>`;
}

export function checkoutPage(session: SandboxSession, context: SandboxPageContext, state: CardFormState = {}): string {
  return layout(
    context.speaking.t('page.title', { shop: context.shopName }),
    html`<main class="checkout">${summary(session, context)}${cardForm(session, context, state)}</main>`,
    context,
  );
}

export function notFoundPage(message: string, context: SandboxPageContext): string {
  const { shopUrl, shopName, speaking } = context;
  return layout(
    speaking.t('notFound.title', { shop: shopName }),
    html`<main class="notice"><p class="shop-link">${shopName}</p><h1>${message}</h1><a class="cancel" href="${shopUrl}">${speaking.t('notFound.back')}</a></main>`,
    context,
  );
}
