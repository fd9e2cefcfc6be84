import { useCallback, useEffect, useState } from 'react';
import {
  getErrorMessage,
  listCategories,
  listProducts,
  type Category,
  type Pagination,
  type Product,
} from '@grocery/shared-api';
import { notify } from '../lib/notify';

export const PAGE_SIZE = 12;

export interface CatalogueQuery {
  page: number;
  search: string;
  category: string;
  /** Only products under the low-stock line (the dashboard's Low Stock links). */
  lowStock: boolean;
}

interface CatalogueState {
  /** The query (and reload) this answer is for. */
  key: string;
  products: Product[];
  pagination: Pagination | null;
  error: string | null;
}

/**
 * One page of the whole catalogue, hidden and inactive products included (staff), newest first,
 * so a product just added is on page 1. The last page stays shown while the next one loads.
 */
export function useCatalogue(query: CatalogueQuery) {
  const [state, setState] = useState<CatalogueState>({
    key: '',
    products: [],
    pagination: null,
    error: null,
  });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const key = JSON.stringify([query.page, query.search, query.category, query.lowStock, version]);

  useEffect(() => {
    const controller = new AbortController();
    const search = query.search.trim();
    listProducts(
      {
        page: query.page,
        limit: PAGE_SIZE,
        search,
        category: query.category,
        lowStock: query.lowStock || undefined,
        includeHidden: true,
        sort: search ? undefined : 'createdAt',
        order: search ? undefined : 'desc',
      },
      { signal: controller.signal },
    ).then(
      ({ products, pagination }) => setState({ key, products, pagination, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = getErrorMessage(error, 'Failed to fetch products');
        setState({ key, products: [], pagination: null, error: message });
      },
    );
    return () => controller.abort();
  }, [key, query.page, query.search, query.category, query.lowStock]);

  return { ...state, loading: state.key !== key, reload };
}

/** Every category (hidden ones too) for the filter and the form's select, by name. */
export function useAllCategories(): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    listCategories({ limit: 100, includeHidden: true }, { signal: controller.signal }).then(
      ({ categories: list }) =>
        setCategories([...list].sort((a, b) => a.name.localeCompare(b.name))),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          notify.error(getErrorMessage(error, 'Failed to fetch categories'));
        }
      },
    );
    return () => controller.abort();
  }, []);
  return categories;
}
