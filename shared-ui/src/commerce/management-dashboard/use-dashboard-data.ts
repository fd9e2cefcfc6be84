import { useEffect, useState } from 'react';
import {
  getErrorMessage,
  getLowStockProducts,
  listCategories,
  listProducts,
  type Product,
} from '@grocery/shared-api';

export const RECENT_COUNT = 6;
export const LOW_STOCK_COUNT = 3;

/** A figure or list that loads on its own: one failing never blanks the others. */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; message: string };

export interface DashboardData {
  recent: Loadable<{ products: Product[]; total: number }>;
  categories: Loadable<number>;
  lowStock: Loadable<{ products: Product[]; total: number }>;
}

const LOADING = { status: 'loading' } as const;

function settle<T>(promise: Promise<T>, fallback: string, set: (value: Loadable<T>) => void) {
  promise.then(
    (value) => set({ status: 'ready', value }),
    (error: unknown) => set({ status: 'error', message: getErrorMessage(error, fallback) }),
  );
}

/** Totals come from the server's counts, never from the length of a first page. */
export function useDashboardData(): DashboardData {
  const [data, setData] = useState<DashboardData>({
    recent: LOADING,
    categories: LOADING,
    lowStock: LOADING,
  });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const put =
      <K extends keyof DashboardData>(key: K) =>
      (value: DashboardData[K]) => {
        if (!signal.aborted) setData((d) => ({ ...d, [key]: value }));
      };
    settle(
      listProducts(
        { limit: RECENT_COUNT, includeHidden: true, sort: 'createdAt', order: 'desc' },
        { signal },
      ).then(({ products, pagination }) => ({ products, total: pagination.total })),
      'Failed to fetch products',
      put('recent'),
    );
    settle(
      listCategories({ limit: 1, includeHidden: true }, { signal }).then((l) => l.pagination.total),
      'Failed to fetch categories',
      put('categories'),
    );
    settle(
      getLowStockProducts({ limit: LOW_STOCK_COUNT }, { signal }),
      'Failed to fetch products',
      put('lowStock'),
    );
    return () => controller.abort();
  }, []);

  return data;
}
