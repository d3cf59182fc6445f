export type { AlertLinks } from './service.ts';
export { alertLinksOf, unsubscribeUrl } from './service.ts';
export { unsubscribeHeaders } from './unsubscribeTokens.ts';
