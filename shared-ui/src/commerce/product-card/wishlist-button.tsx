import { Heart } from 'lucide-react';
import type { Product } from '@grocery/shared-api';
import { cn } from '../../lib/cn';
import { toggleProductWishlist, useIsWishlisted } from '../lib/shop-actions';

export interface WishlistButtonProps {
  product: Product;
  /** 'icon' floats on a card picture; 'full' is a labelled outline button. */
  appearance?: 'icon' | 'full';
  className?: string;
}

/**
 * The heart: a toggle button whose pressed state says whether the product is saved. Its name
 * stays the same either way, as a toggle's should; the filled heart shows the state.
 */
export function WishlistButton({ product, appearance = 'icon', className }: WishlistButtonProps) {
  const saved = useIsWishlisted(product.id);
  const icon = (
    <Heart
      size={appearance === 'icon' ? 18 : 20}
      aria-hidden="true"
      fill={saved ? 'currentColor' : 'none'}
    />
  );
  return (
    <button
      type="button"
      className={cn(
        'gs-wishlist-toggle',
        `gs-wishlist-toggle--${appearance}`,
        saved && 'is-saved',
        className,
      )}
      aria-pressed={saved}
      aria-label={appearance === 'icon' ? `Save ${product.name} to wishlist` : undefined}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={() => toggleProductWishlist(product)}
    >
      {icon}
      {appearance === 'full' && <span>Wishlist</span>}
    </button>
  );
}
