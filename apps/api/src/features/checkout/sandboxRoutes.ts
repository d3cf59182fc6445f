// The sandbox hosted checkout at /checkout/sandbox: the page, its stylesheet, and the card form it posts.
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { featurePolicy } from '../../routePolicy.ts';
import { SHOP_TOKENS_CSS } from '../../shopTokens.ts';
import { cancelUrl, successUrl } from './providers/provider.ts';
import { checkoutPage, notFoundPage, type SandboxPageContext } from './sandboxPage.ts';
import { findSandboxSession, payWithCard } from './sandboxService.ts';

const stylesheet = SHOP_TOKENS_CSS + readFileSync(new URL('./checkout.css', import.meta.url), 'utf8');

const formField = z.string().max(200).catch('').default('');
const cardFormBody = z.object({ cardNumber: formField, expiry: formField, cvc: formField, nameOnCard: formField }).catch({
  cardNumber: '',
  expiry: '',
  cvc: '',
  nameOnCard: '',
});
interface SessionParams {
  Params: { sessionId: string };
}

const sandboxRoutes: FastifyPluginAsync = async (app) => {
  featurePolicy(app, { feature: 'checkout', docs: 'Checkout' });
  const { payments } = app.config;
  const context: SandboxPageContext = {
    shopUrl: cancelUrl(app.config.publicUrl),
    demo: payments.provider === 'sandbox' && payments.demo,
  };
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

  function toSuccessPage(reply: FastifyReply, sessionId: string) {
    return reply.redirect(successUrl(app.config.publicUrl, encodeURIComponent(sessionId)), 303);
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

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof NotFound) return sendPage(reply, 404, notFoundPage(error.message, context));
    throw error;
  });

  app.get('/assets/checkout.css', async (_request, reply) =>
    reply.header('Content-Type', 'text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(stylesheet),
  );

  app.get<SessionParams>('/:sessionId', async (request, reply) => {
    const { sessionId } = request.params;
    const session = await findSandboxSession(app.db, sessionId);
    if (session.status === 'paid') return toSuccessPage(reply, sessionId);
    return sendPage(reply, 200, checkoutPage(session, context));
  });

  app.post<SessionParams>('/:sessionId/pay', async (request, reply) => {
    const { sessionId } = request.params;
    const form = cardFormBody.parse(request.body ?? {});
    const payment = await payWithCard(app.db, sessionId, form);
    if (payment.paid) return toSuccessPage(reply, sessionId);
    const page = checkoutPage(payment.session, context, {
      error: payment.message,
      expiry: form.expiry,
      nameOnCard: form.nameOnCard,
    });
    return sendPage(reply, payment.declined ? 402 : 400, page);
  });
};

export default sandboxRoutes;
