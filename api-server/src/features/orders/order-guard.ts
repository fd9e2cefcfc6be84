import type { AuthContext } from '../../lib/jwt';
import { type Guard, answerTag } from '../../lib/preconditions';
import { lockedOrder } from './change-status';
import { getOrder } from './list-orders';

/**
 * If-Match for an order write: the order as GET /orders/{id} shows it to this caller (its
 * history included, so a status move since the read also counts as a change). Someone else's
 * order stays a 404, never a 412 that would reveal it exists.
 */
export function orderGuard(id: string, auth: AuthContext): Guard {
  return {
    async lock(tx) {
      await lockedOrder(tx, id, auth);
    },
    async currentTags(tx) {
      return [answerTag({ order: await getOrder(tx, id, auth) })];
    },
  };
}
