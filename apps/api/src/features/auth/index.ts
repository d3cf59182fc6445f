export { hashPassword } from './passwords.ts';
export {
  accountsOpenWithPublishedPasswords,
  opensWithPublishedPassword,
  refuseDemoLoginsInProduction,
} from './publishedLogins.ts';
export { normalizeEmail } from './service.ts';
