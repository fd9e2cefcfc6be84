import { requestData } from '../../client/request';

/** The server answers the same way whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<void> {
  await requestData('post', 'auth/forgot-password', 'Failed to send password reset email.', {
    json: { email },
  });
}
