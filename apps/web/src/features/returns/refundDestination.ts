import type { REFUND_DESTINATIONS } from '@atelier/domain';

/** Where a return's money goes (`to`): the card that paid, or the customer's store credit. */
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
