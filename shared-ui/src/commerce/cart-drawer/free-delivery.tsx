import { Truck } from 'lucide-react';
import { fromCents, toCents } from '@grocery/shared-api';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';

/** Spec section 9: free delivery on orders over $50. */
export const FREE_DELIVERY_THRESHOLD = 50;

/** What is still missing for free delivery, in dollars: 0 once the cart reaches the threshold. */
export function freeDeliveryGap(total: number): number {
  return fromCents(Math.max(0, toCents(FREE_DELIVERY_THRESHOLD) - toCents(total)));
}

/** How far the cart is from free delivery: a line of text and a bar that fills up to $50. */
export function FreeDeliveryProgress({ total }: { total: number }) {
  const gap = freeDeliveryGap(total);
  const reached = gap === 0;
  const percent = Math.round(
    (Math.min(total, FREE_DELIVERY_THRESHOLD) / FREE_DELIVERY_THRESHOLD) * 100,
  );
  return (
    <div className={cn('gs-free-delivery', reached && 'is-reached')}>
      <p className="gs-free-delivery__text" aria-live="polite">
        <Truck size={16} aria-hidden="true" />
        {reached ? (
          <span>Your order qualifies for free delivery!</span>
        ) : (
          <span>
            Add <strong>{formatMoney(gap)}</strong> more for free delivery
          </span>
        )}
      </p>
      <div
        className="gs-free-delivery__bar"
        role="progressbar"
        aria-label="Progress to free delivery"
        aria-valuemin={0}
        aria-valuemax={FREE_DELIVERY_THRESHOLD}
        aria-valuenow={Math.min(total, FREE_DELIVERY_THRESHOLD)}
        aria-valuetext={`${formatMoney(Math.min(total, FREE_DELIVERY_THRESHOLD))} of ${formatMoney(FREE_DELIVERY_THRESHOLD)}`}
      >
        <span className="gs-free-delivery__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
