import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/jwt';

/** What the audit log keeps of a product: the fields a person edits, money in dollars. */
async function snapshot(tx: Db, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select({
      name: products.name,
      sku: products.sku,
      description: products.description,
      priceCents: products.priceCents,
      discountPriceCents: products.discountPriceCents,
      discountStartDate: products.discountStartDate,
      discountEndDate: products.discountEndDate,
      stock: products.stock,
      minStock: products.minStock,
      maxStock: products.maxStock,
      unit: products.unit,
      status: products.status,
      visibility: products.visibility,
      categoryId: products.categoryId,
      isFeatured: products.isFeatured,
      expiryDate: products.expiryDate,
      images: products.images,
      tags: products.tags,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!row) return null;
  const { priceCents, discountPriceCents, images, ...rest } = row;
  // A data: URL is up to 200 KB of picture text; the log only needs to know one was there.
  const shownImages = images.map((url) => (url.startsWith('data:') ? 'data: URL' : url));
  const discountPrice = discountPriceCents === null ? null : discountPriceCents / 100;
  return { id, ...rest, price: priceCents / 100, discountPrice, images: shownImages };
}

export type ProductAction =
  | 'product.create'
  | 'product.update'
  | 'product.stock'
  | 'product.delete';

/**
 * Runs a product write in a transaction with its audit row: the product before (`id` given),
 * the write (which answers the product's id), and the product after (none for a delete).
 */
export async function audited(
  db: Db,
  auth: AuthContext,
  action: ProductAction,
  id: string | null,
  write: (tx: Db) => Promise<string>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const before = id ? await snapshot(tx, id) : null;
    const written = await write(tx);
    const after = action === 'product.delete' ? null : await snapshot(tx, written);
    await recordAudit(tx, {
      actorId: auth.userId,
      action,
      entityType: 'product',
      entityId: written,
      before,
      after,
    });
    return written;
  });
}
