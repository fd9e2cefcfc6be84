export { getProduct } from './get-product';
export { listProducts } from './list-products';
export { listProductsByCategory } from './list-products-by-category';
export { searchProducts } from './search-products';
export type * from './types';
