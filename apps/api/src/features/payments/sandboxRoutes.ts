// The sandbox hosted checkout at /checkout/sandbox: the page, its stylesheet, and the address and card form it posts.
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, isLanguage, type Language, pathInLanguage, type ShippingAddress } from '@atelier/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { SHOP_TOKENS_CSS } from '../../rendering/shopTokens.ts';
import { NotFound } from '../../shared/errors.ts';
import { readSettings } from '../settings/index.ts';
import { servedCountries } from '../shipping/index.ts';
import { cancelUrl, successUrl } from './providers/provider.ts';
import { type AddressField, fieldId } from './sandboxAddressForm.ts';
import { checkoutPage, notFoundPage, type SandboxPageContext } from './sandboxPage.ts';
import {
  deliveryForAddress,
  findSandboxSession,
  payWithCard,
  type SandboxPaymentForm,
  type SandboxSession,
  type SandboxShop,
} from './sandboxService.ts';
import { sandboxSpeaking } from './sandboxText.ts';

const stylesheet = SHOP_TOKENS_CSS + readFileSync(new URL('./checkout.css', import.meta.url), 'utf8');

const formBody = z.record(z.string(), z.unknown()).catch({});
const CARD_FIELD_MAX = 200;
// Longer than any address field may be, so that an over-long one is refused by name rather than read as empty.
const ADDRESS_FIELD_MAX = 1_000;

/** The posted form, each field text of at most `maxLength` characters or else empty. */
function paymentForm(body: unknown): SandboxPaymentForm {
  const form = formBody.parse(body ?? {});
  const text = (name: string, maxLength: number) => {
    const value = form[name];
    return typeof value === 'string' && value.length <= maxLength ? value : '';
  };
  const card = (name: string) => text(name, CARD_FIELD_MAX);
  const address = (name: AddressField) => text(fieldId(name), ADDRESS_FIELD_MAX);
  return {
    shippingMethod: card('shippingMethod'),
    cardNumber: card('cardNumber'),
    expiry: card('expiry'),
    cvc: card('cvc'),
    nameOnCard: card('nameOnCard'),
    address: {
      name: address('name'),
      line1: address('line1'),
      line2: address('line2'),
      city: address('city'),
      postalCode: address('postalCode'),
      country: address('country'),
    },
  };
}

interface SessionParams {
  Params: { sessionId: string };
}

/** What the shop hands its sandbox payment site: the site takes the payment, the shop prices delivery and makes the order. */
interface SandboxSiteOptions extends SandboxShop {
  /** The address the customer's last order shipped to, which the form starts with. */
  savedAddress: (db: Db, userId: string) => Promise<ShippingAddress | null>;
}

const sandboxRoutes: FastifyPluginAsync<SandboxSiteOptions> = async (app, { savedAddress, ...shop }) => {
  featurePolicy(app, { feature: 'payments', docs: 'Checkout' });
  const { payments } = app.config;
  const { publicUrl } = app.config;
  const demo = payments.provider === 'sandbox' && payments.demo;
  /** The page in the checkout's language; a page for no checkout (a wrong link) in English. */
  const pageContext = async (language: Language = DEFAULT_LANGUAGE): Promise<SandboxPageContext> => ({
    shopUrl: new URL(pathInLanguage('/', language), `${publicUrl}/`).toString(),
    cancelUrl: cancelUrl(publicUrl, language),
    demo,
    speaking: sandboxSpeaking(language),
    shopName: (await readSettings(app.db)).shop.name,
    countries: await servedCountries(app.db),
  });
  const languageOf = (session: SandboxSession): Language => (isLanguage(session.language) ? session.language : DEFAULT_LANGUAGE);
  const shopOrigin = new URL(app.config.publicUrl).origin;
  // No script at all; the card form may only post here, and the payment redirects to the shop.
  const policy = [
    "default-src 'none'",
    "style-src 'self'",
    `img-src 'self' data: ${shopOrigin}`,
    `form-action 'self' ${shopOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

  function toSuccessPage(reply: FastifyReply, sessionId: string, language: Language) {
    return reply.redirect(successUrl(publicUrl, encodeURIComponent(sessionId), language), 303);
  }

  function sendPage(reply: FastifyReply, status: number, page: string) {
    return (
      reply
        .status(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', policy)
        // same-origin, not no-referrer: with no-referrer the card form posts with Origin: null, which the cross-site guard refuses.
        .header('Referrer-Policy', 'same-origin')
        .send(page)
    );
  }

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof NotFound) return sendPage(reply, 404, notFoundPage(error.message, await pageContext()));
    throw error;
  });

  app.get('/assets/checkout.css', async (_request, reply) =>
    reply.header('Content-Type', 'text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(stylesheet),
  );

  app.get<SessionParams>('/:sessionId', async (request, reply) => {
    const { sessionId } = request.params;
    const found = await findSandboxSession(app.db, sessionId);
    if (found.status === 'paid') return toSuccessPage(reply, sessionId, languageOf(found));
    const address: Partial<ShippingAddress> = (await savedAddress(app.db, found.userId)) ?? {};
    const context = await pageContext(languageOf(found));
    const { session, note } = await deliveryForAddress(app.db, found, address.country, context, shop.redeliver);
    return sendPage(reply, 200, checkoutPage(session, context, { address, note: note ?? undefined }));
  });

  app.post<SessionParams>('/:sessionId/delivery', async (request, reply) => {
    const { sessionId } = request.params;
    const form = paymentForm(request.body);
    const found = await findSandboxSession(app.db, sessionId);
    if (found.status === 'paid') return toSuccessPage(reply, sessionId, languageOf(found));
    const context = await pageContext(languageOf(found));
    const { session, note } = await deliveryForAddress(app.db, found, form.address.country, context, shop.redeliver);
    const state = { expiry: form.expiry, nameOnCard: form.nameOnCard, address: form.address, note: note ?? undefined };
    return sendPage(reply, 200, checkoutPage(session, context, state));
  });

  app.post<SessionParams>('/:sessionId/pay', async (request, reply) => {
    const { sessionId } = request.params;
    const form = paymentForm(request.body);
    const found = await findSandboxSession(app.db, sessionId);
    const language = languageOf(found);
    const context = await pageContext(language);
    const payment = await payWithCard(app.db, found, form, context, shop);
    if (payment.paid) return toSuccessPage(reply, sessionId, language);
    const page = checkoutPage(payment.session, context, {
      shippingMethod: form.shippingMethod.split('@')[0],
      error: payment.message,
      expiry: form.expiry,
      nameOnCard: form.nameOnCard,
      address: form.address,
      addressErrors: payment.addressErrors,
    });
    return sendPage(reply, payment.declined ? 402 : 400, page);
  });
};

export default sandboxRoutes;
