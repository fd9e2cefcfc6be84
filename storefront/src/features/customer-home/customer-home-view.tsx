import { EmptyState, Button } from '@grocery/shared-ui';
import { ProductGrid } from '@grocery/shared-ui/commerce';
import { RefreshCw, ShoppingBasket } from 'lucide-react';
import { Section } from '../../components/section';
import { CategoryChips } from '../../components/category-chips';
import { homeShelves, type HomeData } from './home-data';

export interface CustomerHomeViewProps {
  data: HomeData;
  onRefresh: () => void;
}

/** A shelf's columns follow its count (fillRows), so its rows are full at every width. */
const shelfClass = (products: unknown[]) => `sf-shelf--${products.length}`;

/** The shelves of the customer home; a shelf with nothing on it is left out. */
export function CustomerHomeView({ data, onRefresh }: CustomerHomeViewProps) {
  const { featured, onSale, latest } = homeShelves(data);
  if (featured.length + onSale.length + latest.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingBasket />}
        title="No products available yet"
        description="Our shelves are being stocked. Check back in a moment."
        action={
          <Button icon={<RefreshCw size={16} />} onClick={onRefresh}>
            Refresh
          </Button>
        }
      />
    );
  }
  return (
    <>
      {featured.length > 0 && (
        <Section title="Featured Products" href="/products?featured=true">
          <ProductGrid
            products={featured}
            priorityCount={4}
            label="Featured Products"
            className={shelfClass(featured)}
          />
        </Section>
      )}
      {data.categories.length > 0 && (
        <Section title="Shop by Category" href="/categories">
          <CategoryChips categories={data.categories} />
        </Section>
      )}
      {onSale.length > 0 && (
        <Section title="On Sale" href="/products?sale=true">
          <ProductGrid products={onSale} label="On Sale" className={shelfClass(onSale)} />
        </Section>
      )}
      {latest.length > 0 && (
        <Section title="Latest Products" href="/products">
          <ProductGrid
            products={latest}
            priorityCount={featured.length ? 0 : 4}
            label="Latest Products"
            className={shelfClass(latest)}
          />
        </Section>
      )}
    </>
  );
}
