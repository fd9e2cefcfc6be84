import { useEffect, useState, useSyncExternalStore } from 'react';
import { listDeliverySlots, type DeliveryRules } from '@grocery/shared-api';
import { formatMoney } from '../../lib/format';

/** The part of the server's delivery rules the store's free-delivery texts are drawn from. */
export type FreeDeliveryRules = Pick<DeliveryRules, 'freeDeliveryThreshold' | 'fees'>;
export type LoadDeliveryRules = () => Promise<FreeDeliveryRules>;

// The rules as last read, shared by every screen that states them (promo bar, footer, banners,
// cart drawer), so one screen never quotes a threshold another has seen change.
let known: FreeDeliveryRules | null = null;
let reading: Promise<FreeDeliveryRules> | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tests start from rules not yet read. */
export function forgetDeliveryRules(): void {
  known = null;
  reading = null;
}

/** Reads the rules again (one day of slots: the rules are the same for any) and shares them. */
export const fetchDeliveryRules: LoadDeliveryRules = () => {
  reading ??= listDeliverySlots({ days: 1 })
    .then(({ rules }) => {
      known = rules;
      listeners.forEach((listener) => listener());
      return rules;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
};

/** Rules read on mount through `load` (the cart drawer reads fresh ones each time it opens). */
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

/**
 * "$50" as the server sets the free-delivery threshold (cents only when it has them), null
 * when the fee is waived on every order (a threshold of 0), undefined while not yet known:
 * a screen then says nothing rather than a figure the charge could contradict.
 */
export function useFreeDeliveryFrom(): string | null | undefined {
  // Rendered on a server: not read yet, so no figure.
  const rules = useSyncExternalStore(
    subscribe,
    () => known,
    () => null,
  );
  useEffect(() => {
    if (!known) fetchDeliveryRules().catch(() => undefined);
  }, []);
  return rules ? freeDeliveryFrom(rules) : undefined;
}

export function freeDeliveryFrom(rules: FreeDeliveryRules): string | null {
  const threshold = rules.freeDeliveryThreshold;
  if (threshold <= 0) return null;
  return Number.isInteger(threshold) ? formatMoney(threshold).slice(0, -3) : formatMoney(threshold);
}

/** The promo bar's, footer's and banners' sentence: the spec's at its default threshold. */
export const freeDeliveryPromise = (from: string | null) =>
  from ? `Free delivery on orders over ${from}` : 'Free delivery on every order';
