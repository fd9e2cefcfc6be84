import { requestData, type CallOptions } from '../../client/request';
import type { InitializationStatus } from './types';

export function getInitializationStatus(options?: CallOptions): Promise<InitializationStatus> {
  return requestData(
    'get',
    'auth/initialization-status',
    'Failed to check initialization status',
    options,
  );
}
