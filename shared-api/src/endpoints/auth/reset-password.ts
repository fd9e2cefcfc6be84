import { requestData } from '../../client/request';

export async function resetPassword(
  token: string,
  password: string,
  confirmPassword: string,
): Promise<void> {
  await requestData('post', 'auth/reset-password', 'Failed to reset password', {
    json: { token, password, confirmPassword },
  });
}
