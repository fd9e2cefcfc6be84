import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { type Guard, answerTag } from '../../lib/preconditions';
import { getProduct } from './get-product';

/**
 * If-Match for a product write: the product as GET /products/:id shows it to staff, and to
 * shoppers while it is shown to them (staff read either way).
 */
export function productGuard(id: string): Guard {
  return {
    async lock(tx) {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    },
    async currentTags(tx: Db) {
      const tags = [answerTag({ product: await getProduct(tx, id, 'all') })];
      try {
        tags.push(answerTag({ product: await getProduct(tx, id, 'public') }));
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err;
      }
      return tags;
    },
  };
}
