// buildApp: the whole HTTP application without listen(), so tests can drive it with inject().
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import dailyBackupsPlugin from '../backups/dailyBackups.ts';
import cachingPlugin from '../caching/plugin.ts';
import type { Config } from '../config/config.ts';
import type { Database, Db } from '../db/client.ts';
import analyticsCounting from '../features/analytics/counting.ts';
import analyticsRoutes from '../features/analytics/routes.ts';
import auditRoutes from '../features/audit/routes.ts';
import authRoutes from '../features/auth/routes.ts';
import feedsRoutes from '../features/channels/feedRoutes.ts';
import channelsRoutes from '../features/channels/routes.ts';
import checkoutRoutes from '../features/checkout/routes.ts';
import checkoutReminderSenderPlugin from '../features/checkoutReminders/sender.ts';
import giftCardExpiryPlugin from '../features/giftCards/expirySweeper.ts';
import giftCardsRoutes from '../features/giftCards/routes.ts';
import healthRoutes from '../features/health/routes.ts';
import invoicesRoutes from '../features/invoices/routes.ts';
import metricsPlugin from '../features/metrics/plugin.ts';
import metricsRoutes from '../features/metrics/routes.ts';
import refundSweeperPlugin from '../features/orders/refundSweeper.ts';
import ordersRoutes from '../features/orders/routes.ts';
import outboxRoutes from '../features/outbox/routes.ts';
import mailSenderPlugin from '../features/outbox/sender.ts';
import pagesRoutes from '../features/pages/routes.ts';
import { type PaymentProvider, paymentProviderFor } from '../features/payments/index.ts';
import productCsvRoutes from '../features/products/csvRoutes.ts';
import productsRoutes from '../features/products/routes.ts';
import promotionsRoutes from '../features/promotions/routes.ts';
import returnsRoutes from '../features/returns/routes.ts';
import reviewsRoutes from '../features/reviews/routes.ts';
import { authPlugin } from '../features/sessions/index.ts';
import sessionsRoutes from '../features/sessions/routes.ts';
import heldSettingsPlugin from '../features/settings/heldSettingsPlugin.ts';
import { placeholderValuesFrom } from '../features/settings/index.ts';
import settingsRoutes from '../features/settings/routes.ts';
import { deliveryPlaceholderValues } from '../features/shipping/index.ts';
import shippingRoutes from '../features/shipping/routes.ts';
import sitemapRoutes from '../features/sitemap/routes.ts';
import statsRoutes from '../features/stats/routes.ts';
import holdSweeperPlugin from '../features/stock/holdSweeper.ts';
import { endStockAlerts } from '../features/stockAlerts/index.ts';
import stockAlertsRoutes from '../features/stockAlerts/routes.ts';
import stockAlertSenderPlugin from '../features/stockAlerts/sender.ts';
import storeCreditRoutes from '../features/storeCredit/routes.ts';
import { unsubscribeRoutes } from '../features/unsubscribe/index.ts';
import uploadsRoutes from '../features/uploads/routes.ts';
import imageSweeperPlugin from '../features/uploads/sweeper.ts';
import usersRoutes from '../features/users/routes.ts';
import wishlistRoutes from '../features/wishlist/routes.ts';
import { addressValidatedOnce } from '../http/addressValidation.ts';
import apiDocsPlugin from '../plugins/apiDocs.ts';
import authRateLimitsPlugin from '../plugins/http/authRateLimits.ts';
import crossSiteOriginPlugin from '../plugins/http/crossSiteOrigin.ts';
import errorsPlugin from '../plugins/http/errors.ts';
import limitStorePlugin from '../plugins/http/limitStore.ts';
import requestIdsPlugin, { requestIdGenerator } from '../plugins/http/requestIds.ts';
import securityHeadersPlugin from '../plugins/http/securityHeaders.ts';
import underPressurePlugin from '../plugins/http/underPressure.ts';
import spaPlugin from '../plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Who takes the payments: Stripe or the sandbox, picked once. */
    payments: PaymentProvider;
    /** Set on SIGTERM: /api/ready fails so load balancers send nothing new, while requests are still answered. */
    draining: boolean;
  }
}

export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}) },
    bodyLimit: 1024 * 1024,
    // Forwarded headers count only from the proxies TRUST_PROXY names (none by default).
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(addressValidatedOnce(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('payments', paymentProviderFor(config, database.db));
  app.decorate('draining', false);

  await app.register(requestIdsPlugin);
  await app.register(metricsPlugin);
  await app.register(analyticsCounting);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(underPressurePlugin);
  await app.register(cachingPlugin);
  await app.register(heldSettingsPlugin);
  await app.register(authPlugin);
  await app.register(crossSiteOriginPlugin);
  await app.register(limitStorePlugin);
  await app.register(authRateLimitsPlugin);
  // Before the routes: the OpenAPI document is built from them as they register.
  await app.register(apiDocsPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(metricsRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(usersRoutes, { prefix: '/api/auth' });
  await app.register(sessionsRoutes, { prefix: '/api/auth' });
  await app.register(productsRoutes, { prefix: '/api' });
  await app.register(productCsvRoutes, { prefix: '/api' });
  await app.register(reviewsRoutes, { prefix: '/api/reviews' });
  await app.register(statsRoutes, { prefix: '/api/stats' });
  await app.register(invoicesRoutes, { prefix: '/api' });
  await app.register(ordersRoutes, { prefix: '/api/orders' });
  await app.register(returnsRoutes, { prefix: '/api' });
  await app.register(holdSweeperPlugin);
  await app.register(refundSweeperPlugin);
  await app.register(checkoutRoutes);
  await app.register(uploadsRoutes);
  await app.register(imageSweeperPlugin);
  await app.register(giftCardExpiryPlugin);
  await app.register(dailyBackupsPlugin);
  await app.register(outboxRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api', placeholders: deliveryPlaceholderValues });
  await app.register(pagesRoutes, { prefix: '/api', placeholderValues: placeholderValuesFrom(deliveryPlaceholderValues) });
  await app.register(shippingRoutes, { prefix: '/api' });
  await app.register(wishlistRoutes, { prefix: '/api' });
  await app.register(stockAlertsRoutes);
  await app.register(unsubscribeRoutes, { endStockAlerts });
  await app.register(stockAlertSenderPlugin);
  await app.register(checkoutReminderSenderPlugin);
  await app.register(promotionsRoutes, { prefix: '/api' });
  await app.register(mailSenderPlugin);
  await app.register(sitemapRoutes);
  await app.register(analyticsRoutes, { prefix: '/api' });
  await app.register(channelsRoutes, { prefix: '/api' });
  await app.register(giftCardsRoutes, { prefix: '/api' });
  await app.register(storeCreditRoutes, { prefix: '/api' });
  await app.register(feedsRoutes);

  await app.register(spaPlugin);
  return app;
}
