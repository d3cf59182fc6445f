export { normalizeEmail } from './service.ts';
