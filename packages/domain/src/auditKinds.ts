// What the audit trail records (zod-free, so any screen may name the kinds). Add a kind here for each new admin action.

export const AUDIT_KINDS = [
  'product.created',
  'product.changed',
  'product.deleted',
  'order.statusChanged',
  'order.refunded',
  'order.deleted',
  'user.roleChanged',
  'user.deleted',
  'products.imported',
  'settings.changed',
  'page.created',
  'page.changed',
  'page.deleted',
  'review.hidden',
  'review.shown',
  'mail.read',
  'document.read',
  'return.approved',
  'return.rejected',
  'return.received',
  'return.closed',
  'shippingZone.created',
  'shippingZone.changed',
  'shippingZone.deleted',
  'shippingMethod.created',
  'shippingMethod.changed',
  'shippingMethod.deleted',
  'promotion.created',
  'promotion.changed',
  'promotion.deleted',
  'promotion.deactivated',
  'channels.tokenRequired',
  'channels.tokenRemoved',
  'giftCard.issued',
  'giftCard.adjusted',
  'giftCard.disabled',
  'storeCredit.changed',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The kind of thing an admin action was done to. */
export const AUDIT_SUBJECT_TYPES = [
  'product',
  'order',
  'user',
  'import',
  'settings',
  'page',
  'review',
  'mail',
  'return',
  'shippingZone',
  'shippingMethod',
  'promotion',
  'channels',
  'giftCard',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** A JSON object as the audit trail keeps it: before or after an action, only the fields it touched. */
export type AuditFields = Record<string, unknown>;
