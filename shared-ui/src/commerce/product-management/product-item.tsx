import { Pencil, ShoppingBasket, Trash2 } from 'lucide-react';
import type { Product } from '@grocery/shared-api';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { StockBadge } from '../../components/status-badges';
import { cn } from '../../lib/cn';
import { PriceTag } from '../price/price-tag';
import type { ProductView } from '../product-card/product-card';

export interface ProductItemProps {
  product: Product;
  view: ProductView;
  /** Edit and delete are offered only on products this user may change. */
  canManage: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** A product as staff see it: picture, SKU, category, price, stock, state and actions. */
export function ProductItem({ product, view, canManage, onEdit, onDelete }: ProductItemProps) {
  const picture = product.images[0] ?? product.image;
  return (
    <li className={cn('gs-pm-item', `gs-pm-item--${view}`)} data-testid="managed-product">
      <div className="gs-pm-item__media">
        {picture ? (
          <img src={picture} alt="" loading="lazy" />
        ) : (
          <ShoppingBasket size={32} strokeWidth={1.5} aria-hidden="true" />
        )}
      </div>
      <div className="gs-pm-item__body">
        <h3 className="gs-pm-item__name">{product.name}</h3>
        <p className="gs-pm-item__meta">
          SKU {product.sku}
          {product.category && <> · {product.category.name}</>}
        </p>
        <PriceTag product={product} size="sm" showUnitPrice={false} />
        <div className="gs-pm-item__badges">
          <StockBadge stock={product.stock} size="sm" />
          {!product.isActive && (
            <Badge variant="neutral" size="sm">
              Inactive
            </Badge>
          )}
          {!product.isVisible && (
            <Badge variant="neutral" size="sm">
              Hidden
            </Badge>
          )}
          {product.isFeatured && (
            <Badge variant="brand" size="sm">
              Featured
            </Badge>
          )}
        </div>
      </div>
      {canManage && (
        <div className="gs-pm-item__actions">
          <Button
            variant="outline"
            size="sm"
            icon={<Pencil size={16} />}
            aria-label={`Edit ${product.name}`}
            onClick={() => onEdit(product)}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} />}
            aria-label={`Delete ${product.name}`}
            className="gs-pm-item__delete"
            onClick={() => onDelete(product)}
          >
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
