// What a failed API call says, read from RTK Query's error shapes without loading RTK Query.
/** The message of a failed call: the server's `{ message }` (with the reference of a fault on the server's side, for
 * support), or FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR / the status. */
export function errorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'Unknown error';
  const e = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };
  if (typeof e.data === 'object' && e.data !== null && typeof (e.data as { message?: unknown }).message === 'string') {
    const { message, requestId } = e.data as { message: string; requestId?: unknown };
    return typeof requestId === 'string' ? `${message} (reference ${requestId})` : message;
  }
  if (typeof e.status === 'string') return e.status;
  if (typeof e.status === 'number') return String(e.status);
  if (typeof e.message === 'string') return e.message;
  return 'Unknown error';
}

/** Whether a failed call was answered with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;
}

/** What a refused form's answer says of each field (`{ 'shop.name': 'Name is required' }`); empty when it named none. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const fields = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
