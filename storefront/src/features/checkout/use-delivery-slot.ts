import { useState } from 'react';
import {
  DELIVERY_MESSAGES,
  getErrorMessage,
  holdDeliverySlot,
  isApiError,
  listDeliverySlots,
  toCents,
  type DeliveryCharge,
  type DeliveryHold,
  type DeliverySlot,
} from '@grocery/shared-api';
import { notify, useAsync } from '@grocery/shared-ui';

export const SLOT_MESSAGES = {
  choose: 'Please choose a delivery slot',
  pickAgain: 'Your delivery slot was released and has since filled up. Please pick another time.',
} as const;

/**
 * The checkout's delivery slot: the open slots, the one chosen and the hold that keeps its
 * place while the shopper pays. `ensureHeld` runs before any payment: an expired hold is
 * taken again, or the shopper is asked to pick again.
 */
export function useDeliverySlot() {
  const answer = useAsync((signal) => listDeliverySlots({}, { signal }), []);
  const [slot, setSlot] = useState<DeliverySlot | null>(null);
  const [hold, setHold] = useState<DeliveryHold | null>(null);
  const [holding, setHolding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function take(chosen: DeliverySlot): Promise<boolean> {
    setHolding(true);
    try {
      setHold(await holdDeliverySlot(chosen.id));
      setSlot(chosen);
      setError(null);
      return true;
    } catch (err) {
      const message = getErrorMessage(err, DELIVERY_MESSAGES.holdFailed);
      setError(message);
      notify.error(message);
      if (isApiError(err) && err.status === 409) {
        setSlot(null);
        setHold(null);
        answer.reload();
      }
      return false;
    } finally {
      setHolding(false);
    }
  }

  async function ensureHeld(): Promise<boolean> {
    if (!slot) {
      setError(SLOT_MESSAGES.choose);
      return false;
    }
    if (hold && Date.parse(hold.expiresAt) > Date.now() + 5_000) return true;
    if (await take(slot)) return true;
    setError(SLOT_MESSAGES.pickAgain);
    return false;
  }

  const rules = answer.data?.rules;
  const charge: DeliveryCharge | null =
    slot && rules
      ? { feeCents: toCents(slot.fee), freeFromCents: toCents(rules.freeDeliveryThreshold) }
      : null;
  return { answer, slot, hold, holding, error, choose: take, ensureHeld, charge };
}

export type DeliverySlotState = ReturnType<typeof useDeliverySlot>;
