import { cardDigits, detectCardType } from '@grocery/shared-api';
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from '../../lib/payment-provider';

export type { PaymentProvider } from '../../lib/payment-provider';

export const DECLINES = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficientFunds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  upiFailed: { code: 'upi_failed', message: 'The UPI payment was not approved.' },
} as const;

/** Test cards in the style of well-known gateways' test modes (docs/payments.md). */
const TEST_CARD_OUTCOMES: Record<string, keyof typeof DECLINES> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
};
const FAILING_UPI = /^fail@/i;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function cardOutcome(fields: Record<string, unknown>): ChargeOutcome {
  const digits = cardDigits(text(fields.cardNumber));
  const type = detectCardType(digits);
  const brand = type;
  const last4 = digits.slice(-4);
  const decline = TEST_CARD_OUTCOMES[digits];
  return decline
    ? { approved: false, ...DECLINES[decline], brand, last4 }
    : { approved: true, brand, last4 };
}

/**
 * The built-in test-mode gateway: no money moves and nothing is kept; the outcome depends only
 * on the card number or UPI id, so tests and demos can reach every path.
 */
export const testModeProvider: PaymentProvider = {
  name: 'test',
  async authorize(request: ChargeRequest) {
    if (request.methodId === 'upi') {
      return FAILING_UPI.test(text(request.fields.upiId).trim())
        ? { approved: false, ...DECLINES.upiFailed, brand: null, last4: null }
        : { approved: true, brand: null, last4: null };
    }
    return cardOutcome(request.fields);
  },
  async capture() {},
  async refund() {},
  async void() {},
};
