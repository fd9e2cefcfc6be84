import { listCategories, listProducts, type Category, type Product } from '@grocery/shared-api';

/**
 * Spec section 9: the customer home shows up to 6 featured, 4 on sale and 8 latest, and loads 8
 * categories. Each shelf has its own list, so Latest can skip what the shelves above it show:
 * 20 newest leave 8 after the 6 + 4 above.
 */
export const SHELF_SIZES = { featured: 6, onSale: 4, latest: 8 } as const;
const FETCHED = { featured: 6, onSale: 10, latest: 20 } as const;
export const HOME_CATEGORY_LIMIT = 8;

export interface HomeData {
  featured: Product[];
  onSale: Product[];
  latest: Product[];
  categories: Category[];
}

export async function loadHomeData(signal?: AbortSignal): Promise<HomeData> {
  const [featured, onSale, latest, categoryList] = await Promise.all([
    listProducts({ featured: true, limit: FETCHED.featured }, { signal }),
    listProducts({ sale: true, limit: FETCHED.onSale }, { signal }),
    listProducts({ limit: FETCHED.latest, sort: 'createdAt', order: 'desc' }, { signal }),
    listCategories({ limit: HOME_CATEGORY_LIMIT, root: true }, { signal }),
  ]);
  return {
    featured: featured.products,
    onSale: onSale.products,
    latest: latest.products,
    categories: categoryList.categories,
  };
}

/**
 * How many cards a shelf shows: the most of its sizes that the products fill. Shelves are laid
 * out for these counts (2 columns on phones, 3 or 6 for six, 4 for four and eight), so each row
 * is full at every width; a lone product is still shown.
 */
export function fillRows(products: Product[], sizes: readonly number[]): Product[] {
  const size = sizes.find((n) => products.length >= n) ?? Math.min(products.length, 1);
  return products.slice(0, size);
}

/** The three shelves: each product at most once, featured first, then on sale, then latest. */
export function homeShelves(data: Pick<HomeData, 'featured' | 'onSale' | 'latest'>) {
  const shown = new Set<string>();
  const shelf = (products: Product[], sizes: readonly number[]) => {
    const picked = fillRows(
      products.filter((p) => !shown.has(p.id)),
      sizes,
    );
    for (const p of picked) shown.add(p.id);
    return picked;
  };
  return {
    featured: shelf(data.featured, [SHELF_SIZES.featured, 4, 2]),
    onSale: shelf(data.onSale, [SHELF_SIZES.onSale, 2]),
    latest: shelf(data.latest, [SHELF_SIZES.latest, 4, 2]),
  };
}
