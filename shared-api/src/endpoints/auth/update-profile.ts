import { requestData } from '../../client/request';
import type { User } from '../../types';
import type { ProfileUpdateInput } from '../../validation';

export async function updateProfile(input: ProfileUpdateInput): Promise<User> {
  const data = await requestData<{ user: User }>('put', 'auth/profile', 'Profile update failed', {
    json: input,
  });
  return data.user;
}
