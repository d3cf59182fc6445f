// Typed errors thrown by services; the error handler turns each into `{ message }` with its status.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More fields of the answer beside `message`, e.g. which cart lines are short. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends HttpError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(400, message, details);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Please sign in first') {
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
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(409, message, details);
  }
}

/** Well-formed, but the shop cannot do it (a country it does not deliver to). */
export class Unprocessable extends HttpError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(422, message, details);
  }
}

export class Unavailable extends HttpError {
  constructor(message = 'The service is temporarily unavailable, please try again shortly') {
    super(503, message);
  }
}
