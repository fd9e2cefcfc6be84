import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { type Guard, answerTag } from '../../lib/preconditions';
import { getCategory } from './service';

/** If-Match for a category write: the category as GET /categories/:id shows it to staff or shoppers. */
export function categoryGuard(id: string): Guard {
  return {
    async lock(tx) {
      await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
    },
    async currentTags(tx: Db) {
      const tags = [answerTag({ category: await getCategory(tx, id, 'all') })];
      try {
        tags.push(answerTag({ category: await getCategory(tx, id, 'public') }));
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err;
      }
      return tags;
    },
  };
}
