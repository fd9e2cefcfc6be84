import { Lock, Package } from 'lucide-react';
import {
  formatQuantity,
  fromCents,
  isBlocked,
  lineCents,
  removeFromCart,
  toCents,
  type CartItem,
  summaryRows,
  type OrderTotals,
} from '@grocery/shared-api';
import { Alert, Button, formatMoney } from '@grocery/shared-ui';
import { EstimatePrice } from '@grocery/shared-ui/commerce';

export interface OrderSummaryProps {
  items: CartItem[];
  /** With the server's shipping and tax; null until they have loaded. */
  totals: OrderTotals | null;
  /** What a card or UPI payment is authorised for, in cents; null for cash on delivery. */
  authorizeCents: number | null;
  /** WEIGHT_AUTH_MARGIN_PERCENT, as the server announced it. */
  marginPercent: number | null;
  submitting: boolean;
  /** Why the last order attempt was refused (server's words), shown above the button. */
  orderError: string | null;
  /** False while the payment methods are missing: nothing to pay with. */
  ready: boolean;
}

const NOT_KNOWN = (
  <>
    <span aria-hidden="true">—</span>
    <span className="gs-sr-only">Not known yet</span>
  </>
);
const PENDING_ROWS = ['Subtotal', 'Shipping', 'Tax', 'Total'].map((label) => ({
  label,
  amount: null,
}));

/**
 * Each line and the totals, then Place Order. Shipping and tax are the server's settings (0 in
 * the spec's store, section 9), so the total shown is the amount paid and the order's total.
 */
export function OrderSummary({
  items,
  totals,
  authorizeCents,
  marginPercent,
  submitting,
  orderError,
  ready,
}: OrderSummaryProps) {
  const blocked = items.filter(isBlocked);
  const estimated = items.some((item) => item.soldBy === 'weight' && !isBlocked(item));
  return (
    <section
      className="gs-card gs-card--pad-md sf-checkout__card sf-summary"
      aria-labelledby="checkout-summary"
    >
      <h2 id="checkout-summary" className="sf-checkout__title">
        Order Summary
      </h2>
      <ul className="sf-summary__lines" aria-label="Items in your order">
        {items.map((item) => (
          <li key={item.productId} className="sf-summary__line" data-blocked={isBlocked(item)}>
            <span className="sf-summary__image">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" loading="lazy" />
              ) : (
                <Package aria-hidden="true" />
              )}
            </span>
            <span className="sf-summary__item">
              <span className="sf-summary__name">{item.productName}</span>
              <span className="sf-summary__qty">
                {formatQuantity(item.quantity, item)} × {formatMoney(item.productPrice)}
                {item.weightUnit && ` per ${item.weightUnit}`}
              </span>
              {isBlocked(item) && (
                <span className="sf-summary__blocked">
                  Not available{' '}
                  <Button
                    variant="link"
                    size="sm"
                    aria-label={`Remove ${item.productName} from cart`}
                    onClick={() => removeFromCart(item.productId)}
                  >
                    Remove
                  </Button>
                </span>
              )}
            </span>
            <span className="sf-summary__total">
              <EstimatePrice
                amount={fromCents(lineCents(toCents(item.productPrice), item.quantity))}
                estimated={item.soldBy === 'weight'}
              />
            </span>
          </li>
        ))}
      </ul>
      <dl className="sf-summary__totals">
        {(totals ? summaryRows(totals) : PENDING_ROWS).map(({ label, amount }) => (
          <div key={label} className={label === 'Total' ? 'sf-summary__grand' : undefined}>
            <dt>{label === 'Total' && estimated ? 'Estimated total' : label}</dt>
            <dd className={amount !== null && amount < 0 ? 'sf-summary__saving' : undefined}>
              {amount === null ? (
                NOT_KNOWN
              ) : estimated && label === 'Total' ? (
                <EstimatePrice amount={amount} />
              ) : (
                formatMoney(amount)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {estimated && (
        <p className="sf-summary__note">
          Weighed items are charged for the weight we pick, so the total is an estimate.
          {authorizeCents !== null && marginPercent !== null && (
            <>
              {' '}
              Your card is authorised for {formatMoney(fromCents(authorizeCents))} (up to{' '}
              {marginPercent}% more on weighed items) and charged the final amount when your order
              is packed.
            </>
          )}
        </p>
      )}
      {blocked.length > 0 && (
        <Alert tone="warning" title="Some items cannot be ordered">
          {blocked.map((item) => item.productName).join(', ')} {blocked.length === 1 ? 'is' : 'are'}{' '}
          out of stock or no longer sold. Remove {blocked.length === 1 ? 'it' : 'them'} from your
          cart to place the order.
        </Alert>
      )}
      {orderError && (
        <Alert tone="danger" title="Your order was not placed">
          {orderError}
        </Alert>
      )}
      <Button
        type="submit"
        size="lg"
        fullWidth
        icon={<Lock size={18} />}
        loading={submitting}
        loadingLabel="Placing order..."
        disabled={blocked.length > 0 || !ready}
      >
        Place Order
      </Button>
    </section>
  );
}
