import ky, { type AfterResponseState, type KyInstance } from 'ky';
import { getSession, syncSessionFromStorage } from '../session/session';
import { getApiConfig } from './config';
import { envelopeError, fromKyError, isFailureEnvelope } from './ky-errors';
import { refreshAccessToken } from './refresh';

/** A 401 from these means wrong credentials or a dead refresh token, not an expired access token. */
const NO_RENEWAL_PATHS = ['/auth/login', '/auth/refresh', '/auth/register', '/auth/initialize'];

interface RequestContext {
  renewalTried?: boolean;
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function setBearer(request: Request): void {
  const token = getSession()?.token;
  if (token) request.headers.set('authorization', `Bearer ${token}`);
}

async function renewOn401({ request, response, options }: AfterResponseState) {
  if (response.status !== 401) return;
  if (NO_RENEWAL_PATHS.some((path) => new URL(request.url).pathname.endsWith(path))) return;
  const context = options.context as RequestContext;
  const sentToken = bearerOf(request);
  if (context.renewalTried || !sentToken) return;
  const session = syncSessionFromStorage();
  // Already logged out (another request's renewal failed): nothing to renew, no second redirect.
  if (!session) return;
  context.renewalTried = true;
  // Only the requests still carrying the current token need a new one; the others raced a
  // renewal that has already finished and just try again with the fresh token.
  if (session.token === sentToken && !(await refreshAccessToken())) return;
  return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
}

/**
 * The API client: base URL and timeout from `configureApi`, JSON envelopes, the session's bearer
 * token, one shared token renewal and a single retry on 401, and every failure thrown as an
 * ApiError (a 2xx body with `success: false` included).
 */
export const api: KyInstance = ky.create({
  hooks: {
    init: [
      (options) => {
        const config = getApiConfig();
        options.prefix ??= config.baseUrl;
        options.timeout ??= config.timeout;
        // A fresh object per call: the renewal flag must not leak between requests.
        options.context = { ...options.context, renewalTried: false } satisfies RequestContext;
      },
    ],
    beforeRequest: [
      ({ request }) => {
        if (!request.headers.has('authorization')) setBearer(request);
      },
    ],
    beforeRetry: [({ request }) => setBearer(request)],
    afterResponse: [renewOn401],
    beforeError: [
      ({ error }) => {
        const mapped = fromKyError(error);
        return mapped instanceof Error ? mapped : error;
      },
    ],
  },
  parseJson: (text, { response }) => {
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    if (response.ok && isFailureEnvelope(body)) throw envelopeError(response.status, body);
    return body;
  },
});
