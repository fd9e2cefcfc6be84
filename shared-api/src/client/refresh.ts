import ky from 'ky';
import { clearSession, getSession, updateSessionTokens } from '../session/session';
import { ApiError, isApiError } from './api-error';
import { envelopeError, fromKyError, isFailureEnvelope } from './ky-errors';
import { getApiConfig } from './config';

let inFlight: Promise<string | null> | null = null;

/**
 * Renews the access token. Every caller that asks while a renewal is running gets that same
 * promise, so N requests failing together with 401 cause ONE POST /auth/refresh (refresh tokens
 * rotate: a second call with the same token would be taken for theft and revoke the session).
 *
 * Resolves to the new access token, or null when the session is over (no refresh token, or the
 * server refused it); then the session is cleared and `onSessionExpired` runs, once.
 * Rejects without touching the session when the server could not be reached, so a network
 * blip does not log the user out.
 */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= renew().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renew(): Promise<string | null> {
  const refreshToken = getSession()?.refreshToken;
  if (!refreshToken) return expire();
  try {
    const tokens = await postRefresh(refreshToken);
    updateSessionTokens(tokens);
    return tokens.token;
  } catch (error) {
    if (isApiError(error) && (error.kind === 'http' || error.kind === 'envelope')) {
      if (error.status < 500) return expire();
    }
    throw error;
  }
}

function expire(): null {
  clearSession();
  getApiConfig().onSessionExpired();
  return null;
}

/** Plain ky, not `api`: its hooks would send this very request back here on a 401. */
async function postRefresh(refreshToken: string): Promise<{ token: string; refreshToken: string }> {
  const { baseUrl, timeout } = getApiConfig();
  let body: unknown;
  try {
    body = await ky
      .post('auth/refresh', { prefix: baseUrl, timeout, retry: 0, json: { refreshToken } })
      .json();
  } catch (error) {
    throw fromKyError(error);
  }
  if (isFailureEnvelope(body)) throw envelopeError(200, body);
  const data = (body as { data?: { token?: unknown; refreshToken?: unknown } } | null)?.data;
  if (typeof data?.token !== 'string' || typeof data.refreshToken !== 'string') {
    throw new ApiError({ kind: 'envelope', status: 200, message: 'Session refresh failed' });
  }
  return { token: data.token, refreshToken: data.refreshToken };
}
