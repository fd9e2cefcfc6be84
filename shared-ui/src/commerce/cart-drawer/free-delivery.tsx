import { Truck } from 'lucide-react';
import { fromCents, toCents } from '@grocery/shared-api';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import type { FreeDeliveryRules } from '../lib/delivery-rules';

export const FREE_DELIVERY_ALWAYS = 'Delivery is free on every order.';

/** What is still missing for free delivery, in dollars: 0 once the cart reaches the threshold. */
export function freeDeliveryGap(total: number, threshold: number): number {
  return fromCents(Math.max(0, toCents(threshold) - toCents(total)));
}

/**
 * How far the cart is from the server's free-delivery threshold: a line of text and a bar.
 * Nothing is said until the rules are known, and no nudge when every slot is already free.
 */
export function FreeDeliveryProgress({
  total,
  rules,
}: {
  total: number;
  rules: FreeDeliveryRules | null;
}) {
  if (!rules) return null;
  if (rules.fees.offPeak === 0 && rules.fees.peak === 0) {
    return (
      <div className="gs-free-delivery is-reached">
        <p className="gs-free-delivery__text">
          <Truck size={16} aria-hidden="true" />
          <span>{FREE_DELIVERY_ALWAYS}</span>
        </p>
      </div>
    );
  }
  const threshold = rules.freeDeliveryThreshold;
  const gap = freeDeliveryGap(total, threshold);
  const reached = gap === 0;
  const filled = Math.min(total, threshold);
  const percent = threshold > 0 ? Math.round((filled / threshold) * 100) : 100;
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
        aria-valuemax={threshold}
        aria-valuenow={filled}
        aria-valuetext={`${formatMoney(filled)} of ${formatMoney(threshold)}`}
      >
        <span className="gs-free-delivery__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
