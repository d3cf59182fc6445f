export { creditAccount } from './service.ts';
