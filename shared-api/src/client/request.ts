import type { Options } from 'ky';
import { ApiError, toApiError } from './api-error';
import { api } from './api';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What callers may add to an endpoint call, e.g. a signal to abort it on unmount. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** The envelope's `data` and its `message` (e.g. "Grocery Store API is running"). */
export interface EnvelopeResult<T> {
  data: T;
  message: string | null;
}

/**
 * Calls the API and returns the envelope's data and message. Failures are ApiErrors whose
 * message is the server's, else the network/timeout text, else `fallback` (spec section 8).
 */
export async function requestEnvelope<T>(
  method: HttpMethod,
  path: string,
  fallback: string,
  options: Options = {},
): Promise<EnvelopeResult<T>> {
  try {
    const body = await api(path, { ...options, method }).json<{
      success?: unknown;
      message?: unknown;
      data?: T;
    }>();
    if (body?.success !== true) {
      throw new ApiError({ kind: 'unknown', status: 200, message: fallback });
    }
    const message = typeof body.message === 'string' ? body.message : null;
    return { data: body.data as T, message };
  } catch (error) {
    throw toApiError(error, fallback);
  }
}

/** `requestEnvelope` for the common case: just the envelope's `data`. */
export async function requestData<T>(
  method: HttpMethod,
  path: string,
  fallback: string,
  options: Options = {},
): Promise<T> {
  return (await requestEnvelope<T>(method, path, fallback, options)).data;
}
