// Recognises database failures a client did not cause (unreachable: 503) or did cause (a value PostgreSQL
// cannot take, such as a NUL character in text: 400), so that neither answers 500.

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATE class 08 (connection exception) and 57P01–57P03 (server shutting down or starting up).
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection is not open/i,
  /the database system is (starting|shutting) up/i,
];

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  return MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Whether `error` or an error it wraps (drizzle wraps the driver's in `cause`) passes `test`. */
function causedBy(error: unknown, test: (error: unknown) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (test(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causedBy(error, isConnectionFailure);
}

// SQLSTATE class 22, data exception: invalid text for a type, a NUL byte, a number out of range, a string too long.
const isDataException = (error: unknown) => /^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code));

/** PostgreSQL refused a value sent by the client, one that validation let through. */
export function isInvalidValueForDatabase(error: unknown): boolean {
  return causedBy(error, isDataException);
}

/** A unique index refused the row: another one holds that value (two admins saving the same code at once). */
export function isUniqueViolation(error: unknown): boolean {
  return causedBy(error, (each) => (each as { code?: unknown }).code === '23505');
}

/** A check refused the row: a gift card's or store credit's balance would fall below 0 or below what is held. */
export function isCheckViolation(error: unknown): boolean {
  return causedBy(error, (each) => (each as { code?: unknown }).code === '23514');
}
