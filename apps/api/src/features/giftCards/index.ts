export { type BoughtGiftCardLine, issueBoughtGiftCards } from './bought.ts';
export {
  type GiftCardPricedLine,
  giftCardLinesCents,
  isGiftCardLine,
  prepayableCents,
  pricedGiftCardLines,
} from './cartLines.ts';
export { issueGiftCard } from './issue.ts';
export type { BalanceAccount, BalanceEntry } from './ledger.ts';
export { writeBalanceEntries } from './ledger.ts';
export type { BalanceEntryRow } from './mapper.ts';
export { toBalanceEntry, toPrepaymentAnswer } from './mapper.ts';
export type { Prepayment } from './prepayment.ts';
export {
  claimPrepayment,
  holdPrepayment,
  planPrepayment,
  prepaidCentsOf,
  previewPrepayment,
  settlePrepayment,
} from './prepayment.ts';
export { changeGiftCardRecipient, giftCardsOfOrderLines } from './recipients.ts';
export { balancePartOfRefund, giveBackToBalances, type RefundDestination } from './refundBack.ts';
export { type SpentOnOrder, spentOnOrders } from './spentOnOrders.ts';
export { CREDIT_TOO_LOW, creditStoreCredit } from './storeCreditLedger.ts';
export { linesThatBoughtGiftCards, withdrawBoughtGiftCards } from './withdrawBought.ts';
export { countingWrongCodes } from './wrongCodeLimit.ts';
