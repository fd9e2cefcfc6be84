import { requestData } from '../../client/request';
import type { AuthTokens } from './types';

/**
 * The raw call. The client already renews tokens on 401 by itself (once, shared by concurrent
 * requests); use `refreshAccessToken` from the client to join that instead of racing it.
 */
export function refresh(refreshToken: string): Promise<AuthTokens> {
  return requestData('post', 'auth/refresh', 'Your session has expired. Please log in again.', {
    json: { refreshToken },
  });
}
