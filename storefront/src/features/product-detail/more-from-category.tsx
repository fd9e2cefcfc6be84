import { listProducts, type Product } from '@grocery/shared-api';
import { useAsync } from '@grocery/shared-ui';
import { ProductGrid, sellableStock } from '@grocery/shared-ui/commerce';
import { Section } from '../../components/section';

/** One row of cards on a desktop, two on a phone. */
const MORE_FROM_CATEGORY = 4;
/** The category's newest, this many, of which the product itself may be one. */
const FETCHED = 12;

/** Up to MORE_FROM_CATEGORY others, in the order given, those a shopper can buy first. */
export function othersToShow(product: Product, candidates: Product[]): Product[] {
  const others = candidates.filter((other) => other.id !== product.id);
  const soldOut = (other: Product) => (sellableStock(other) > 0 ? 0 : 1);
  return others.sort((a, b) => soldOut(a) - soldOut(b)).slice(0, MORE_FROM_CATEGORY);
}

/** Other products of the same category, the newest first (othersToShow). */
export async function loadMoreFromCategory(
  product: Product,
  signal?: AbortSignal,
): Promise<Product[]> {
  if (!product.category) return [];
  const { products } = await listProducts(
    { category: product.category.id, limit: FETCHED },
    { signal },
  );
  return othersToShow(product, products);
}

export interface MoreFromCategoryProps {
  product: Product;
  load?: typeof loadMoreFromCategory;
}

/**
 * A shelf under the product, as grocers show one. It is an extra: while it loads, or when it
 * fails or finds nothing, the page simply has no shelf rather than an error beside a product
 * that loaded fine.
 */
export function MoreFromCategory({ product, load = loadMoreFromCategory }: MoreFromCategoryProps) {
  const others = useAsync((signal) => load(product, signal), [product.id]);
  const category = product.category;
  if (!category || !others.data?.length) return null;
  const title = `More from ${category.name}`;
  return (
    <Section title={title} href={`/products?category=${encodeURIComponent(category.id)}`}>
      <ProductGrid products={others.data} label={title} />
    </Section>
  );
}
