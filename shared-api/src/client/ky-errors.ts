import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { ApiError, httpError, isApiError, networkError, timeoutError } from './api-error';

/** Ky's errors (and fetch's raw TypeError) as ApiErrors; anything else passes through. */
export function fromKyError(error: unknown): unknown {
  if (isApiError(error)) return error;
  if (isHTTPError(error)) return httpError(error.response.status, error.data, error);
  if (isTimeoutError(error)) return timeoutError(error);
  if (isNetworkError(error)) return networkError(error);
  // fetch rejects with a TypeError when the connection fails in ways ky does not recognise.
  if (error instanceof TypeError) return networkError(error);
  return error;
}

/** A 2xx body that says `success: false` is a failure with the body's message. */
export function envelopeError(status: number, body: { message?: unknown; errors?: unknown }) {
  const failure = httpError(status, body);
  return new ApiError({
    kind: 'envelope',
    status,
    message: failure.serverMessage ?? 'Request failed',
    serverMessage: failure.serverMessage,
    errors: failure.errors,
  });
}

export function isFailureEnvelope(body: unknown): body is { success: false; message?: unknown } {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
  );
}
