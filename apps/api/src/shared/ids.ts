import { NotFound } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A malformed id can name nothing: answer 404 before asking the database. */
export function existingId(value: string, what: string): string {
  if (!isUuid(value)) throw new NotFound(`${what} not found`);
  return value.toLowerCase();
}
