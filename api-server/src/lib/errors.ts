import type { FieldError } from '@grocery/shared-api';

/** Services throw these; the one error handler maps them to status codes and the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export const RATE_LIMITED = 'Too many requests. Please try again later.';

/** 429 or 503 with the seconds after which trying again makes sense (sent as Retry-After). */
export class RetryLaterError extends AppError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors?: FieldError[]) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, errors?: FieldError[]) {
    super(409, message, errors);
  }
}
export class PreconditionFailedError extends AppError {
  constructor(
    message = 'This item was changed by someone else since you loaded it. Reload it and try again.',
  ) {
    super(412, message);
  }
}
