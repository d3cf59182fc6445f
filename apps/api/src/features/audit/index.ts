export { recordAdminAction } from './record.ts';
