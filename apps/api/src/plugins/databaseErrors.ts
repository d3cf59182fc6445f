// Recognises a failure to reach the database (refused, dropped, shut down, timed out), so it answers 503, not 500.

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

/** Whether `error`, or an error it wraps (drizzle wraps the driver's in `cause`), says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (isConnectionFailure(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
