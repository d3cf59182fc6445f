export { hashPassword } from './passwords.ts';
export { opensWithPublishedPassword, refuseDemoLoginsInProduction } from './publishedLogins.ts';
export { normalizeEmail } from './service.ts';
