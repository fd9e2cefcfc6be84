export { adjustStock } from './adjust-stock';
export { createProduct } from './create-product';
export { deleteProduct } from './delete-product';
export { getLowStockProducts } from './get-low-stock';
export { getProduct } from './get-product';
export { listProducts } from './list-products';
export {
  LISTING_PAGE_SIZE,
  SORT_FIELDS,
  firstListingPath,
  listingQuery,
  productsPath,
  readListingFilter,
  type ListingFilter,
  type ListingOrder,
  type ListingSort,
  type SortField,
} from './listing-query';
export { listProductsByCategory } from './list-products-by-category';
export { searchProducts } from './search-products';
export { updateProduct } from './update-product';
export { updateStock } from './update-stock';
export type * from './types';
