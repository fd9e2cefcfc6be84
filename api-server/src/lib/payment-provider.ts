/**
 * What the store needs from a payment gateway. The orders feature refunds through it and the
 * payments feature charges through it; routes.ts hands both the same instance.
 */
export interface ChargeRequest {
  /** The store's idempotency key: a gateway seeing it twice must not charge twice. */
  key: string;
  amountCents: number;
  currency: 'USD';
  methodId: string;
  /** The method's fields as typed (card number, UPI id...): never stored or logged. */
  fields: Record<string, unknown>;
}

/** Only the card's brand and last four digits ever leave the provider. */
export type ChargeOutcome =
  | { approved: true; brand: string | null; last4: string | null }
  | { approved: false; code: string; message: string; brand: string | null; last4: string | null };

export interface PaymentProvider {
  readonly name: string;
  /** Reserves the money (status 'authorized'); a decline answers approved: false. */
  authorize(request: ChargeRequest): Promise<ChargeOutcome>;
  capture(paymentId: string, amountCents: number): Promise<void>;
  refund(paymentId: string, amountCents: number): Promise<void>;
  /** Releases an authorization never captured. */
  void(paymentId: string): Promise<void>;
}
