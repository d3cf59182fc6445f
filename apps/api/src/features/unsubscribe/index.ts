export type { MailLinks } from './links.ts';
export { mailLinksOf, unsubscribeUrl } from './links.ts';
export { setMarketingConsent, withdrawMarketingConsent } from './marketingConsent.ts';
export { default as unsubscribeRoutes } from './routes.ts';
export { unsubscribeHeaders } from './tokens.ts';
