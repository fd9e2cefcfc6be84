import { Link } from 'react-router-dom';
import { PackageSearch } from 'lucide-react';
import { listCategories, listProducts, type Category, type Product } from '@grocery/shared-api';
import { ButtonLink, EmptyState, useAsync } from '@grocery/shared-ui';
import { ProductGrid, sellableStock } from '@grocery/shared-ui/commerce';
import { CategoryChips } from '../../components/category-chips';
import { Section } from '../../components/section';

/** The top-level categories offered as a way on, as many as the home page shows. */
const CATEGORIES = 8;
/** Featured products fetched; those a shopper can buy are shown, one row of them. */
const FEATURED_FETCHED = 8;
const FEATURED_SHOWN = 4;

export interface WaysOn {
  categories: Category[];
  popular: Product[];
}

/** Categories that have products, and the featured products a shopper can buy. */
export function pickWaysOn(categories: Category[], featured: Product[]): WaysOn {
  return {
    categories: categories.filter((category) => category.productCount > 0),
    popular: featured.filter((product) => sellableStock(product) > 0).slice(0, FEATURED_SHOWN),
  };
}

/** Where a shopper can go from an empty result (pickWaysOn). */
export async function loadWaysOn(signal?: AbortSignal): Promise<WaysOn> {
  const [categoryList, featured] = await Promise.all([
    listCategories({ limit: CATEGORIES, root: true }, { signal }),
    listProducts({ featured: true, limit: FEATURED_FETCHED }, { signal }),
  ]);
  return pickWaysOn(categoryList.categories, featured.products);
}

export interface NoProductsProps {
  /** The words searched for, when the empty result is a search's. */
  search?: string;
  load?: typeof loadWaysOn;
}

/**
 * An empty result of a filter or search. A dead end loses the shopper, so it offers the
 * categories and a few popular products; if those cannot be loaded the way back to all
 * products is still there.
 */
export function NoProducts({ search, load = loadWaysOn }: NoProductsProps) {
  const waysOn = useAsync(load, []);
  const categories = waysOn.data?.categories ?? [];
  const popular = waysOn.data?.popular ?? [];
  return (
    <>
      <EmptyState
        icon={<PackageSearch />}
        title="No products found"
        description={
          search
            ? `Nothing matches "${search}". Check the spelling, or browse a category.`
            : 'Try another search or category.'
        }
        action={
          <div className="sf-no-products__actions">
            {categories.length > 0 && (
              <CategoryChips
                categories={categories}
                label="Browse a category"
                className="sf-no-products__categories"
              />
            )}
            <ButtonLink as={Link} to="/products">
              View all products
            </ButtonLink>
          </div>
        }
      />
      {popular.length > 0 && (
        <Section title="Popular right now" href="/products?featured=true">
          <ProductGrid products={popular} label="Popular right now" />
        </Section>
      )}
    </>
  );
}
