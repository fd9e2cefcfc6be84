import type { Db } from '../../db/client';

const prepared = new WeakMap<Db, Map<string, unknown>>();

/**
 * Statements built once per database handle and shape, and prepared under a name of their own:
 * drizzle builds the SQL once instead of per request, and PostgreSQL parses and plans it once per
 * connection. `build` gets the name to prepare under (suffix it when it prepares several).
 */
export function preparedOnce<T>(db: Db, shape: string, build: (name: string) => T): T {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  if (!byShape.has(shape)) byShape.set(shape, build(`products_${byShape.size}`));
  return byShape.get(shape) as T;
}
