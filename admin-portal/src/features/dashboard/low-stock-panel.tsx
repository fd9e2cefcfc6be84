import { useState } from 'react';
import type { Product } from '@grocery/shared-api';
import { Button, StockBadge } from '@grocery/shared-ui';
import { LOW_STOCK_QUERY } from '@grocery/shared-ui/commerce';
import { PackagePlus } from 'lucide-react';
import { Panel } from './panel';
import { RestockDialog } from './restock-dialog';

export interface LowStockPanelProps {
  products: Product[];
  /** After a restock: the dashboard re-reads its figures. */
  onRestocked: () => void;
}

/** Products under 10 in stock, lowest first, each with a Restock action. */
export function LowStockPanel({ products, onRestocked }: LowStockPanelProps) {
  const [restocking, setRestocking] = useState<Product | null>(null);
  return (
    <Panel title="Low Stock Alert" href={`/admin/products${LOW_STOCK_QUERY}`}>
      {products.length === 0 ? (
        <p className="ap-muted">All products are well stocked</p>
      ) : (
        <ul className="ap-panel-list">
          {products.map((product) => (
            <li key={product.id}>
              <span className="ap-panel-list__main">
                <span className="ap-panel-list__name">{product.name}</span>
                <span className="ap-panel-list__meta">{product.sku}</span>
              </span>
              <span className="ap-panel-list__side">
                <StockBadge stock={product.stock} size="sm" />
                <Button
                  variant="outline"
                  size="sm"
                  icon={<PackagePlus size={16} />}
                  aria-label={`Restock ${product.name}`}
                  onClick={() => setRestocking(product)}
                >
                  Restock
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <RestockDialog
        product={restocking}
        onClose={() => setRestocking(null)}
        onRestocked={() => {
          setRestocking(null);
          onRestocked();
        }}
      />
    </Panel>
  );
}
