import { requestData } from '../../client/request';

/** Revokes the refresh token on the server. Callers clear the local session whatever happens. */
export async function logout(refreshToken?: string | null): Promise<void> {
  await requestData('post', 'auth/logout', 'Logout failed. Please try again.', {
    json: refreshToken ? { refreshToken } : {},
  });
}
