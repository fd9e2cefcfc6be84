import { requestData, type CallOptions } from '../../client/request';
import type { User } from '../../types';

export async function getProfile(options?: CallOptions): Promise<User> {
  const data = await requestData<{ user: User }>(
    'get',
    'auth/profile',
    'An unexpected error occurred. Please try again.',
    options,
  );
  return data.user;
}
