export type { OrderWithLines } from './mapper.ts';
export { deliveryColumns, shippingColumns, toOrder } from './mapper.ts';
export { orderConfirmationMail } from './orderMails.ts';
export { payPendingRefund } from './refundSettlement.ts';
export { recordPendingRefund, recordProviderRefund, refundSoldOutOrder } from './refunds.ts';
export { createReplacementOrder } from './replacements.ts';
export { latestShippingAddress, notDeleted, withOwnLines } from './service.ts';
export { recordStatusChange } from './statusHistory.ts';
