export type { UserRow } from './mapper.ts';
export { toUser } from './mapper.ts';
export { setMarketingConsent, withdrawMarketingConsent } from './marketingConsent.ts';
