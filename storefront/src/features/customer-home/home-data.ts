import { listCategories, listProducts, type Category, type Product } from '@grocery/shared-api';
import { hasDiscount } from '@grocery/shared-ui';

/** Spec section 9: the customer home loads 12 products and 8 categories. */
export const HOME_PRODUCT_LIMIT = 12;
export const HOME_CATEGORY_LIMIT = 8;

export interface HomeData {
  products: Product[];
  categories: Category[];
}

export async function loadHomeData(signal?: AbortSignal): Promise<HomeData> {
  const [productList, categoryList] = await Promise.all([
    listProducts({ limit: HOME_PRODUCT_LIMIT, sort: 'createdAt', order: 'desc' }, { signal }),
    listCategories({ limit: HOME_CATEGORY_LIMIT, root: true }, { signal }),
  ]);
  return { products: productList.products, categories: categoryList.categories };
}

/** The three shelves of the home page, cut from the 12 products loaded. */
export function homeShelves(products: Product[]) {
  return {
    featured: products.filter((p) => p.isFeatured).slice(0, 6),
    onSale: products.filter((p) => hasDiscount(p)).slice(0, 4),
    latest: products.slice(0, 8),
  };
}
