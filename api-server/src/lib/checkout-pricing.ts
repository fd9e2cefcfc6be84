import { type CheckoutPricing, fromCents } from '@grocery/shared-api';
import type { Config } from '../config';

/**
 * The shipping and tax settings as checkout reads them (GET /payments/methods) and as orders
 * are priced with them: one value, so what the shopper is shown is what the order costs.
 */
export const checkoutPricing = (
  config: Pick<Config, 'shippingFlatCents' | 'taxRatePercent' | 'weightMarginPercent'>,
): CheckoutPricing => ({
  shippingFlat: fromCents(config.shippingFlatCents),
  taxRatePercent: config.taxRatePercent,
  currency: 'USD',
  weightMarginPercent: config.weightMarginPercent,
});
