import { Link } from 'react-router-dom';
import type { Product } from '@grocery/shared-api';
import { StockBadge } from '@grocery/shared-ui';
import { PriceTag } from '@grocery/shared-ui/commerce';
import { Panel } from './panel';

/** The newest products; an empty store gets a link to add the first one. */
export function RecentProductsPanel({ products }: { products: Product[] }) {
  return (
    <Panel title="Recent Products" href="/admin/products">
      {products.length === 0 ? (
        <div className="ap-panel-empty">
          <p className="ap-muted">No products found</p>
          <Link to="/admin/products">Add a product</Link>
        </div>
      ) : (
        <ul className="ap-panel-list">
          {products.map((product) => (
            <li key={product.id}>
              <span className="ap-panel-list__main">
                <span className="ap-panel-list__name">{product.name}</span>
                <span className="ap-panel-list__meta">
                  {product.category?.name ?? 'No category'} ·{' '}
                  <PriceTag
                    product={product}
                    size="sm"
                    inline
                    showUnitPrice={false}
                    showPercent={false}
                  />
                </span>
              </span>
              <StockBadge stock={product.stock} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
