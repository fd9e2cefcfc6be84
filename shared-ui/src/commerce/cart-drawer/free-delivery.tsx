import { useEffect, useState } from 'react';
import { Truck } from 'lucide-react';
import { fromCents, listDeliverySlots, toCents, type DeliveryRules } from '@grocery/shared-api';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';

/** The part of the server's delivery rules the cart's free-delivery line is drawn from. */
export type FreeDeliveryRules = Pick<DeliveryRules, 'freeDeliveryThreshold' | 'fees'>;
export type LoadDeliveryRules = () => Promise<FreeDeliveryRules>;

export const FREE_DELIVERY_ALWAYS = 'Delivery is free on every order.';

export const fetchDeliveryRules: LoadDeliveryRules = async () => (await listDeliverySlots()).rules;

/** The server's rules, or null while they load or when they could not be read. */
export function useDeliveryRules(load: LoadDeliveryRules): FreeDeliveryRules | null {
  const [rules, setRules] = useState<FreeDeliveryRules | null>(null);
  useEffect(() => {
    let current = true;
    load()
      .then((answer) => current && setRules(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [load]);
  return rules;
}

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
