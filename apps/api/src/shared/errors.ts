// Typed errors thrown by services; the error handler turns each into `{ message }` with its status. A message a shopper
// reads is a refusal of the catalogue (refusals.ts), answered in the language of the page that asked.
import { type Refusal, refusalText } from './refusals.ts';

/** A sentence, or a refusal of the catalogue: its `message` is then its English words. */
export type ErrorMessage = string | Refusal;

export class HttpError extends Error {
  /** What the handler words in the request's language; absent for a message written in English alone. */
  readonly refusal?: Refusal;

  constructor(
    readonly statusCode: number,
    message: ErrorMessage,
    /** More fields of the answer beside `message`, e.g. which cart lines are short. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(typeof message === 'string' ? message : refusalText(message));
    this.name = new.target.name;
    if (typeof message !== 'string') this.refusal = message;
  }
}

export class Invalid extends HttpError {
  constructor(message: ErrorMessage, details: Record<string, unknown> = {}) {
    super(400, message, details);
  }
}

export class Unauthorized extends HttpError {
  constructor(message: ErrorMessage = 'Please sign in first') {
    super(401, message);
  }
}

export class PaymentRequired extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do that') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: ErrorMessage = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: ErrorMessage, details: Record<string, unknown> = {}) {
    super(409, message, details);
  }
}

/** Well-formed, but the shop cannot do it (a country it does not deliver to). */
export class Unprocessable extends HttpError {
  constructor(message: ErrorMessage, details: Record<string, unknown> = {}) {
    super(422, message, details);
  }
}

export class Unavailable extends HttpError {
  constructor(message = 'The service is temporarily unavailable, please try again shortly') {
    super(503, message);
  }
}
