import {
  getLowStockProducts,
  listCategories,
  listProducts,
  listRequests,
  type Product,
  type StoreRequest,
} from '@grocery/shared-api';

/** Spec section 9: the admin dashboard fetches 20 products, 10 categories and 10 requests... */
export const FETCH = { products: 20, categories: 10, requests: 10 } as const;
/** ...and shows 5 pending, 5 low-stock and 8 recent. */
export const SHOW = { pending: 5, lowStock: 5, recent: 8 } as const;

export interface DashboardData {
  counts: { products: number; categories: number; pendingRequests: number; lowStock: number };
  pendingRequests: StoreRequest[];
  lowStock: Product[];
  recentProducts: Product[];
}

/**
 * The counters are the server's totals (pagination.total), not the length of the page fetched:
 * a store has thousands of products.
 */
export async function loadDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const [products, categories, requests, lowStock] = await Promise.all([
    listProducts(
      { limit: FETCH.products, includeHidden: true, sort: 'createdAt', order: 'desc' },
      { signal },
    ),
    listCategories({ limit: FETCH.categories, includeHidden: true }, { signal }),
    listRequests({ status: 'pending', limit: FETCH.requests }, { signal }),
    getLowStockProducts({ limit: SHOW.lowStock }, { signal }),
  ]);
  return {
    counts: {
      products: products.pagination.total,
      categories: categories.pagination.total,
      pendingRequests: requests.pagination.total,
      lowStock: lowStock.total,
    },
    pendingRequests: requests.requests.slice(0, SHOW.pending),
    lowStock: lowStock.products.slice(0, SHOW.lowStock),
    recentProducts: products.products.slice(0, SHOW.recent),
  };
}
