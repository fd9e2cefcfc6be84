import { Link } from 'react-router-dom';
import { ShoppingCart } from 'lucide-react';
import { productImages, type Product } from '@grocery/shared-api';
import { cn } from '../../lib/cn';
import { Button } from '../../components/button';
import { PriceTag } from '../price/price-tag';
import { discountPercent, hasDiscount, packSizeLabel } from '../lib/pricing';
import { scarcityNote } from '../lib/scarcity';
import { addProductToCart, sellableStock } from '../lib/shop-actions';
import { ImageCarousel } from './image-carousel';
import { WishlistButton } from './wishlist-button';

export type ProductView = 'grid' | 'list';

export interface ProductCardProps {
  product: Product;
  view?: ProductView;
  /** Eager, high-priority picture for cards above the fold. */
  priority?: boolean;
  /** The picture waits for the leading ones (see LaterPictures). */
  pictureLater?: boolean;
  headingAs?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/**
 * A product on a shelf. The name is the one link to /products/{id}; it stretches over the card
 * so a click anywhere opens the product, while the heart, the picture arrows and Add sit above
 * it as their own buttons.
 */
export function ProductCard({
  product,
  view = 'grid',
  priority,
  pictureLater,
  headingAs: Heading = 'h3',
  className,
}: ProductCardProps) {
  const stock = sellableStock(product);
  const note = scarcityNote(stock);
  return (
    <article
      className={cn(
        'gs-product-card',
        `gs-product-card--${view}`,
        stock === 0 && 'is-sold-out',
        className,
      )}
      data-testid="product-card"
    >
      <div className="gs-product-card__media">
        <ImageCarousel
          images={productImages(product)}
          alt={product.name}
          priority={priority}
          later={pictureLater}
        />
        {hasDiscount(product) && (
          <span className="gs-product-card__ribbon">{discountPercent(product)}% off</span>
        )}
        <WishlistButton product={product} className="gs-product-card__wishlist" />
      </div>
      <div className="gs-product-card__body">
        {product.category && <p className="gs-product-card__category">{product.category.name}</p>}
        <Heading className="gs-product-card__name">
          <Link
            to={`/products/${encodeURIComponent(product.id)}`}
            className="gs-product-card__link"
          >
            {product.name}
          </Link>
        </Heading>
        {product.description && (
          <p className="gs-product-card__description">{product.description}</p>
        )}
        <p className="gs-product-card__meta">
          <span>
            {product.soldBy === 'weight'
              ? `Sold by the ${product.weightUnit ?? 'kg'}`
              : packSizeLabel(product)}
          </span>
          {note && (
            <span className={cn('gs-product-card__stock', stock === 0 ? 'is-out' : 'is-low')}>
              {note}
            </span>
          )}
        </p>
        <div className="gs-product-card__buy">
          <PriceTag product={product} size="sm" showPercent={false} />
          <Button
            size="sm"
            className="gs-product-card__add"
            icon={<ShoppingCart size={16} />}
            aria-label={`Add ${product.name} to cart`}
            aria-disabled={stock === 0 || undefined}
            onClick={() => addProductToCart(product)}
          >
            Add
          </Button>
        </div>
      </div>
    </article>
  );
}
