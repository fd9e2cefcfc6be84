import { Link } from 'react-router-dom';
import { ShoppingBasket, ShoppingCart, Trash2 } from 'lucide-react';
import {
  removeFromWishlist,
  type CartProduct,
  type Product,
  type WishlistItem,
} from '@grocery/shared-api';
import { Button, StockBadge, cn, formatMoney, notifyOutcome } from '@grocery/shared-ui';
import { addProductToCart } from '@grocery/shared-ui/commerce';

export interface WishlistCardProps {
  item: WishlistItem;
  /** The fresh product when it was fetched; the saved item stands in until then. */
  product?: Product;
}

/** The saved item as the cart rules read it, for when the fresh product has not arrived. */
function asCartProduct(item: WishlistItem): CartProduct {
  return {
    id: item.id,
    name: item.name,
    price: item.price,
    stock: item.stock,
    unit: 'piece',
    image: item.imageUrl,
  };
}

export function WishlistCard({ item, product }: WishlistCardProps) {
  const inStock = item.stock > 0;
  const href = `/products/${encodeURIComponent(item.id)}`;
  return (
    <li className={cn('sf-wish-card', !inStock && 'is-out')}>
      <Link to={href} className="sf-wish-card__media" tabIndex={-1} aria-hidden="true">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" width={240} height={240} loading="lazy" />
        ) : (
          <ShoppingBasket size={40} strokeWidth={1.5} />
        )}
      </Link>
      <div className="sf-wish-card__body">
        {item.category && <p className="sf-wish-card__category">{item.category}</p>}
        <h2 className="sf-wish-card__name">
          <Link to={href}>{item.name}</Link>
        </h2>
        <p className="sf-wish-card__price">{formatMoney(item.price)}</p>
        <p className="sf-wish-card__stock">
          <StockBadge stock={item.stock} />
        </p>
        <div className="sf-wish-card__actions">
          <Button
            size="sm"
            icon={<ShoppingCart size={16} />}
            disabled={!inStock}
            aria-label={`Add ${item.name} to cart`}
            onClick={() => addProductToCart(product ?? asCartProduct(item))}
          >
            Add
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="sf-wish-card__remove"
            icon={<Trash2 size={16} />}
            aria-label={`Remove ${item.name} from wishlist`}
            onClick={() => notifyOutcome(removeFromWishlist(item.id))}
          >
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
