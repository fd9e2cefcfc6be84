import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { getPaymentOptions } from '../endpoints/payments/get-payment-methods';
import { appStore } from '../session/app-store';

/**
 * MAX_LINE_QUANTITY as the server announced it (GET /payments/methods); 0 means no cap, which
 * is also what the store assumes until the server answers: the server refuses past it anyway.
 */
export const maxLineQuantityAtom = atom(0);

let known = false;
let loading: Promise<void> | null = null;

/** Records the cap (the checkout, which reads the same answer, or a test can hand it in). */
export function setMaxLineQuantity(max: number, store = appStore): void {
  known = true;
  store.set(maxLineQuantityAtom, max);
}

/** Asks the server once; concurrent callers share the call and a failure is tried again later. */
export function loadOrderLimits(): Promise<void> {
  if (known) return Promise.resolve();
  loading ??= getPaymentOptions()
    .then(({ orderLimits }) => setMaxLineQuantity(orderLimits.maxLineQuantity))
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The cap for steppers; loads it on first use. */
export function useMaxLineQuantity(): number {
  const max = useAtomValue(maxLineQuantityAtom, { store: appStore });
  useEffect(() => {
    void loadOrderLimits();
  }, []);
  return max;
}
