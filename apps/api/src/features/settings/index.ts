export { readSettings } from './service.ts';
