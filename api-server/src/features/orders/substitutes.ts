import { and, eq, inArray } from 'drizzle-orm';
import { PICKING_MESSAGES } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { ValidationError } from '../../lib/errors';

/** A line as the 'specific' rule needs it. */
interface ChosenSubstitute {
  productId: string | null;
  categoryId: string | null;
  soldBy: string;
  weightUnit: string | null;
  substitution: { preference: string; productId: string | null };
}

/**
 * 'specific' names another active product of the same aisle (category), sold the same way, or
 * the order is refused (400 naming the line): the picker must be able to give it. Answers the
 * chosen products' names.
 */
export async function checkChosenSubstitutes(
  db: Db,
  lines: readonly ChosenSubstitute[],
  field: (index: number) => string,
): Promise<Map<string, string>> {
  const chosenIds = lines.flatMap((l) =>
    l.substitution.preference === 'specific' && l.substitution.productId
      ? [l.substitution.productId]
      : [],
  );
  if (!chosenIds.length) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      soldBy: products.soldBy,
      weightUnit: products.weightUnit,
    })
    .from(products)
    .where(and(inArray(products.id, chosenIds), eq(products.status, 'active')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  lines.forEach((line, index) => {
    const chosen = line.substitution.productId;
    if (line.substitution.preference !== 'specific' || !chosen) return;
    const row = byId.get(chosen);
    const refuse = (message: string) => {
      throw new ValidationError(message, [{ field: field(index), message }]);
    };
    if (chosen === line.productId || !row?.categoryId || row.categoryId !== line.categoryId) {
      refuse(PICKING_MESSAGES.specificAisle);
    }
    if (row!.soldBy !== line.soldBy || row!.weightUnit !== line.weightUnit) {
      refuse(PICKING_MESSAGES.substituteSoldBy);
    }
  });
  return new Map(rows.map((r) => [r.id, r.name]));
}
