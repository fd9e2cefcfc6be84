import { requestData } from '../../client/request';
import type { RegisterInput } from '../../validation';
import type { RegisterResult } from './types';

export function register(input: RegisterInput): Promise<RegisterResult> {
  return requestData('post', 'auth/register', 'Registration failed', { json: input });
}
