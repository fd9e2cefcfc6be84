import type { Category, StoreRequest } from '@grocery/shared-api';

/** Spec section 2: shown with every delete request. */
export const DELETE_WARNING =
  'Warning: This action cannot be undone. All products in this category will be affected.';

export type CategoryRequestKind =
  | 'category_add_request'
  | 'category_update_request'
  | 'category_delete_request';

export const CATEGORY_REQUEST_KINDS: readonly CategoryRequestKind[] = [
  'category_add_request',
  'category_update_request',
  'category_delete_request',
];

export function isCategoryRequest(request: StoreRequest): boolean {
  return (CATEGORY_REQUEST_KINDS as readonly string[]).includes(request.type);
}

/** The category an update or delete request is about. */
export function requestCategoryId(request: StoreRequest): string | null {
  const data = request.requestData as {
    categoryId?: unknown;
    originalCategory?: { id?: unknown } | null;
  };
  if (typeof data.categoryId === 'string') return data.categoryId;
  const original = data.originalCategory?.id;
  return typeof original === 'string' ? original : null;
}

/** The newest request per category (requests arrive newest first). */
export function latestRequestByCategory(requests: readonly StoreRequest[]) {
  const latest = new Map<string, StoreRequest>();
  for (const request of requests) {
    const id = requestCategoryId(request);
    if (id && !latest.has(id)) latest.set(id, request);
  }
  return latest;
}

/** Which categories have a request of this manager still waiting for an admin. */
export function pendingCategoryIds(requests: readonly StoreRequest[]): Set<string> {
  const ids = new Set<string>();
  for (const request of requests) {
    const id = requestCategoryId(request);
    if (id && request.status === 'pending') ids.add(id);
  }
  return ids;
}

/** A category's possible parents: never itself or one of its own subcategories (a cycle). */
export function parentChoices(categories: readonly Category[], categoryId: string | null) {
  if (!categoryId) return categories;
  const excluded = new Set([categoryId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId && excluded.has(c.parentId) && !excluded.has(c.id)) {
        excluded.add(c.id);
        grew = true;
      }
    }
  }
  return categories.filter((c) => !excluded.has(c.id));
}
