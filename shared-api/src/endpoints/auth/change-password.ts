import { requestData } from '../../client/request';
import type { ChangePasswordInput } from '../../validation';

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await requestData('put', 'auth/change-password', 'Failed to change password', { json: input });
}
