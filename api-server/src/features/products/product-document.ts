import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentColumns, documentOf } from '../../db/product-document';
import { products } from '../../db/schema';
import type { DocumentedRow, ProductRow } from './product-row';

/** Rows with their documents: a row that has none (just written) gets one built from it. */
export async function withDocuments<R extends ProductRow>(
  db: Db,
  rows: R[],
): Promise<(R & DocumentedRow)[]> {
  const missing = rows.filter((row) => row.document === null).map((row) => row.id);
  if (!missing.length) return rows as (R & DocumentedRow)[];
  const sources = await db
    .select(documentColumns)
    .from(products)
    .where(inArray(products.id, missing));
  const built = new Map(sources.map((source) => [source.id, documentOf(source)]));
  return rows.flatMap((row) => {
    const document = row.document ?? built.get(row.id);
    return document === undefined ? [] : [{ ...row, document }];
  });
}
