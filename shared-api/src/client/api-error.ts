import type { FieldError } from '../types';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, statusMessage } from './messages';

/**
 * - http: the server answered with a non-2xx status
 * - envelope: a 2xx answer whose body says `success: false`
 * - network / timeout: no answer at all
 * - unknown: anything else (a malformed body, a bug)
 */
export type ApiErrorKind = 'http' | 'envelope' | 'network' | 'timeout' | 'unknown';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  serverMessage?: string | null;
  errors?: FieldError[];
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  /** The envelope's `message`, when the server sent one. */
  readonly serverMessage: string | null;
  /** The envelope's `errors[]`, as sent. */
  readonly errors: FieldError[];
  /** First message per field, ready for a form: `{ email: 'Email is required' }`. */
  readonly fieldErrors: Record<string, string>;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage ?? null;
    this.errors = init.errors ?? [];
    this.fieldErrors = {};
    for (const { field, message } of this.errors) this.fieldErrors[field] ??= message;
  }
}

/** Survives duplicated module copies, unlike `instanceof`. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError');
}

/** Reads `message` and `errors` out of a failure envelope, whatever else the body holds. */
export function readFailureBody(body: unknown): { message: string | null; errors: FieldError[] } {
  if (typeof body !== 'object' || body === null) return { message: null, errors: [] };
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const fieldErrors = Array.isArray(errors)
    ? errors.filter(
        (e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string',
      )
    : [];
  return { message: typeof message === 'string' && message ? message : null, errors: fieldErrors };
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError({ kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE, cause });
}

export function timeoutError(cause?: unknown): ApiError {
  return new ApiError({ kind: 'timeout', status: 0, message: TIMEOUT_MESSAGE, cause });
}

export function httpError(status: number, body: unknown, cause?: unknown): ApiError {
  const { message, errors } = readFailureBody(body);
  return new ApiError({
    kind: 'http',
    status,
    message: message ?? statusMessage(status),
    serverMessage: message,
    errors,
    cause,
  });
}

/**
 * Any thrown value as an ApiError whose message is what a user should read: the server's
 * message when present, the network/timeout texts, else the caller's fallback (spec section 8),
 * else "Request failed with status N".
 */
export function toApiError(error: unknown, fallback?: string): ApiError {
  if (isApiError(error)) {
    if (error.serverMessage || !fallback) return error;
    if (error.kind === 'network' || error.kind === 'timeout') return error;
    return new ApiError({
      kind: error.kind,
      status: error.status,
      message: fallback,
      errors: error.errors,
      cause: error,
    });
  }
  return new ApiError({
    kind: 'unknown',
    status: 0,
    message: fallback ?? 'An unexpected error occurred. Please try again.',
    cause: error,
  });
}

export function getErrorMessage(error: unknown, fallback: string): string {
  return toApiError(error, fallback).message;
}
