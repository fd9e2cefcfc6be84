import type { StoreRequest } from '@grocery/shared-api';

export interface DetailRow {
  label: string;
  value: string;
  /** The value before the change, for category updates. */
  before?: string;
}

type Data = Record<string, unknown>;
export type CategoryNames = ReadonlyMap<string, string>;

const EMPTY = '—';
const ROLE_LABELS: Record<string, string> = { store_manager: 'Store Manager', admin: 'Admin' };

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return EMPTY;
}

function parentText(parentId: unknown, names: CategoryNames): string {
  if (parentId === null || parentId === undefined || parentId === '') return 'None (root category)';
  return names.get(String(parentId)) ?? 'A category that no longer exists';
}

const asData = (value: unknown): Data =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};

function categoryRows(data: Data, names: CategoryNames): DetailRow[] {
  return [
    { label: 'Name', value: text(data['name']) },
    { label: 'Description', value: text(data['description']) },
    { label: 'Parent', value: parentText(data['parentId'], names) },
    { label: 'Visible to shoppers', value: text(data['isVisible'] ?? true) },
  ];
}

/**
 * A request's data laid out for a person: labelled fields, category names instead of ids, and
 * for an update each field's value before and after.
 */
export function requestDetailRows(request: StoreRequest, names: CategoryNames): DetailRow[] {
  const data = request.requestData;
  switch (request.type) {
    case 'account_register_request':
      return [
        { label: 'Name', value: text(data['name'] ?? request.requestedBy?.name) },
        { label: 'Email', value: text(data['email'] ?? request.requestedBy?.email) },
        { label: 'Phone', value: text(data['phone']) },
        {
          label: 'Requested role',
          value:
            ROLE_LABELS[request.requestedRole ?? String(data['requestedRole'])] ?? 'Store Manager',
        },
        { label: 'Store name', value: text(data['storeName']) },
        { label: 'Store address', value: text(data['storeAddress']) },
        { label: 'Reason', value: text(data['reason'] ?? request.reason) },
        { label: 'Experience', value: text(data['experience']) },
      ];
    case 'category_add_request':
      return categoryRows(data, names);
    case 'category_delete_request': {
      const original = asData(data['originalCategory']);
      return categoryRows(Object.keys(original).length ? original : data, names);
    }
    case 'category_update_request': {
      const before = categoryRows(asData(data['originalCategory']), names);
      return categoryRows(data, names).map((row, i) => ({ ...row, before: before[i]?.value }));
    }
    default:
      return [];
  }
}
