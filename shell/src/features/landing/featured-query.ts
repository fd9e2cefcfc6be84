import { productsPath, type ListProductsParams } from '@grocery/shared-api';

/** Spec: 8 products are fetched, the featured ones kept, at most 4 shown. */
export const FEATURED_FETCHED = 8;
export const FEATURED_SHOWN = 4;
export const FEATURED_QUERY: ListProductsParams = { limit: FEATURED_FETCHED, featured: true };
/** Also asked for by the early script (src/early.ts) for a visitor opening the landing page. */
export const FEATURED_PATH = productsPath(FEATURED_QUERY);
