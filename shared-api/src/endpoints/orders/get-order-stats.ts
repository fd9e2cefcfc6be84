import { requestData, type CallOptions } from '../../client/request';
import type { OrderStats } from '../../types';

/** Orders and revenue today, over 30 days and in all, by status, and the best sellers (admins). */
export async function getOrderStats(options?: CallOptions): Promise<OrderStats> {
  const data = await requestData<{ stats: OrderStats }>(
    'get',
    'orders/stats/overview',
    'Failed to fetch order statistics',
    options,
  );
  return data.stats;
}
