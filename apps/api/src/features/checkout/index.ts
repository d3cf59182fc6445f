export { plainPageHead } from './plainPage.ts';
export type { PaymentProvider } from './providers/provider.ts';
