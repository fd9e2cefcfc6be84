import { requestData } from '../../client/request';
import type { Session } from '../../types';
import type { InitializeInput } from '../../validation';

/** Creates the first admin; the answer logs that admin in. */
export function initialize(input: InitializeInput): Promise<Session> {
  return requestData('post', 'auth/initialize', 'System initialization failed', {
    json: { ...input, role: 'admin' },
  });
}
