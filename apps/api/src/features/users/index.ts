export type { UserRow } from './mapper.ts';
export { toUser } from './mapper.ts';
