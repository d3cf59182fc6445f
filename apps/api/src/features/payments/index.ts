export { amountDueCents, checkoutTotalsCents } from './amountDue.ts';
export { paymentProviderFor } from './providers/choose.ts';
export type { HostedCheckout, PaymentEvent, PaymentProvider, ShippingChoice, TakenPayment } from './providers/provider.ts';
export { successUrl } from './providers/provider.ts';
export { default as sandboxRoutes } from './sandboxRoutes.ts';
export type { Undeliverable } from './sandboxService.ts';
export { default as webhookRoutes } from './webhookRoutes.ts';
