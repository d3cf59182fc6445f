export { giveBack, holdStock } from './holds.ts';
export { plainPageHead } from './plainPage.ts';
export type { PaymentProvider } from './providers/provider.ts';
