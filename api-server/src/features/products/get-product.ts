import { eq } from 'drizzle-orm';
import type { Product } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { type CatalogScope, loadCategoryGraph, today } from '../../lib/catalog-scope';
import { NotFoundError } from '../../lib/errors';
import { withDocuments } from './product-document';
import { selectProducts, toProduct } from './product-row';

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * Hidden or inactive products do not exist for shoppers. An expired one is still answered
 * (with its expiryDate) so an old link or cart line can say why it cannot be bought; listings
 * and orders leave it out. Who added it is shown to staff only.
 */
export async function getProduct(db: Db, id: string, scope: CatalogScope): Promise<Product> {
  const [row] = await withDocuments(
    db,
    await selectProducts(db).where(eq(products.id, id)).limit(1),
  );
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const graph = await loadCategoryGraph(db);
  if (scope === 'public') {
    const shown = row.status === 'active' && row.visibility === 'visible';
    const categoryShown = !row.categoryId || graph.isShown(row.categoryId);
    if (!shown || !categoryShown) throw new NotFoundError(PRODUCT_NOT_FOUND);
  }
  const product = toProduct(row, today(), graph);
  return scope === 'all' ? product : { ...product, addedBy: null };
}
