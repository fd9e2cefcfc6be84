import { requestData } from '../../client/request';
import type { Session } from '../../types';
import type { LoginInput } from '../../validation';

export function login(input: LoginInput): Promise<Session> {
  return requestData('post', 'auth/login', 'Login failed', { json: input });
}
