import { useRef } from 'react';
import type { Product } from '@grocery/shared-api';
import { cn } from '../../lib/cn';
import { Skeleton, SkeletonText } from '../../components/skeleton';
import { LaterPictures } from './later-pictures';
import { ProductCard, type ProductCardProps, type ProductView } from './product-card';

export interface ProductGridProps {
  products: Product[];
  view?: ProductView;
  /** How many leading cards load their picture eagerly (the ones visible on arrival). */
  priorityCount?: number;
  headingAs?: ProductCardProps['headingAs'];
  /** Accessible name of the list, e.g. 'Featured Products'. */
  label?: string;
  className?: string;
}

/**
 * Responsive shelf of product cards: 2 columns on phones up to 4-5 on desktops, or a list. The
 * cards past `priorityCount` ask for their pictures once the leading ones are on screen.
 */
export function ProductGrid({
  products,
  view = 'grid',
  priorityCount = 0,
  headingAs,
  label,
  className,
}: ProductGridProps) {
  const list = useRef<HTMLUListElement>(null);
  return (
    <LaterPictures waits={priorityCount > 0 && products.length > priorityCount} listRef={list}>
      <ul
        ref={list}
        className={cn('gs-product-grid', `gs-product-grid--${view}`, className)}
        aria-label={label}
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              view={view}
              priority={index < priorityCount}
              pictureLater={index >= priorityCount}
              headingAs={headingAs}
            />
          </li>
        ))}
      </ul>
    </LaterPictures>
  );
}

export interface ProductGridSkeletonProps {
  count?: number;
  view?: ProductView;
  /** Announced while loading. */
  label?: string;
}

export function ProductGridSkeleton({
  count = 8,
  view = 'grid',
  label = 'Loading products...',
}: ProductGridSkeletonProps) {
  return (
    <div role="status" aria-label={label}>
      <ul className={cn('gs-product-grid', `gs-product-grid--${view}`)} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div
              className={cn(
                'gs-product-card',
                `gs-product-card--${view}`,
                'gs-product-card--skeleton',
              )}
            >
              <Skeleton className="gs-product-card__media" height="auto" radius="md" />
              <div className="gs-product-card__body">
                <Skeleton width="70%" height="1.1rem" />
                <SkeletonText lines={2} />
                <Skeleton width="40%" height="1.5rem" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
