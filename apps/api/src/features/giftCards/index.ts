export type { BalanceAccount, BalanceEntry } from './ledger.ts';
export { writeBalanceEntries } from './ledger.ts';
export type { BalanceEntryRow } from './mapper.ts';
export { toBalanceEntry, toPrepaymentAnswer } from './mapper.ts';
export type { Prepayment } from './prepayment.ts';
export { claimPrepayment, holdPrepayment, planPrepayment, prepaidCentsOf, settlePrepayment } from './prepayment.ts';
export { countingWrongCodes } from './wrongCodeLimit.ts';
