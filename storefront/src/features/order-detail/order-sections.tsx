import type { ReactNode } from 'react';
import { CreditCard, MapPin, Package } from 'lucide-react';
import { formatQuantity, summaryRows, totalsOfOrder, type Order } from '@grocery/shared-api';
import { PaymentStatusBadge, formatMoney } from '@grocery/shared-ui';
import { EstimatePrice } from '@grocery/shared-ui/commerce';
import { LineOutcome } from './line-outcome';
import { LineSubstitution } from './line-substitution';

// The names GET /payments/methods gives; kept here so the detail page needs no extra call.
const METHOD_NAMES: Record<string, string> = {
  credit_card: 'Credit or debit card',
  upi: 'UPI',
  cash_on_delivery: 'Cash on delivery',
};
const titleCase = (value: string) =>
  value.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export function OrderItems({
  order,
  onChanged,
}: {
  order: Order;
  onChanged: (order: Order) => void;
}) {
  const packed = order.pickingStatus === 'packed';
  return (
    <section className="gs-card gs-card--pad-md sf-od__card" aria-labelledby="od-items">
      <h2 id="od-items" className="sf-od__title">
        Items
      </h2>
      <ul className="sf-od__items">
        {order.items.map((item, index) => (
          <li key={`${item.productId ?? 'gone'}-${index}`} className="sf-od__item">
            <span className="sf-od__image">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" loading="lazy" />
              ) : (
                <Package aria-hidden="true" />
              )}
            </span>
            <span className="sf-od__item-text">
              <span className="sf-od__item-name">{item.productName}</span>
              <span className="sf-od__muted">
                {formatQuantity(item.quantity, item)} × {formatMoney(item.productPrice)}
                {item.weightUnit && ` per ${item.weightUnit}`}
              </span>
              {order.status !== 'cancelled' && !packed && (
                <LineSubstitution order={order} item={item} onChanged={onChanged} />
              )}
              <LineOutcome order={order} item={item} onChanged={onChanged} />
            </span>
            <span className="sf-od__money">
              {packed && item.pick ? (
                <>
                  {item.pick.lineTotal !== item.lineTotal && (
                    // Not struck through: a heavier pick costs more, and a strike reads as a sale.
                    <span className="sf-od__was">est. {formatMoney(item.lineTotal)}</span>
                  )}{' '}
                  {formatMoney(item.pick.lineTotal)}
                </>
              ) : item.estimated ? (
                <EstimatePrice amount={item.lineTotal} />
              ) : (
                formatMoney(item.lineTotal)
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec section 2: subtotal, discount (if above zero), shipping, tax, total, as the server stored
 * them; once packed, the totals of what was picked, with the estimate beside the total.
 */
export function OrderTotals({ order }: { order: Order }) {
  const final = order.finalTotals;
  const estimated = !final && order.items.some((item) => item.estimated);
  return (
    <section className="gs-card gs-card--pad-md sf-od__card" aria-labelledby="od-summary">
      <h2 id="od-summary" className="sf-od__title">
        Order Summary
      </h2>
      <dl className="sf-od__totals">
        {summaryRows(totalsOfOrder(final ?? order)).map(({ label, amount }) => (
          <div key={label} className={label === 'Total' ? 'sf-od__grand' : undefined}>
            <dt>
              {label === 'Total'
                ? final
                  ? 'Final total'
                  : estimated
                    ? 'Estimated total'
                    : label
                : label}
            </dt>
            <dd className={amount < 0 ? 'sf-od__saving' : undefined}>
              {estimated && label === 'Total' ? (
                <EstimatePrice amount={amount} />
              ) : (
                formatMoney(amount)
              )}
            </dd>
          </div>
        ))}
        {final && (
          <div className="sf-od__estimate">
            <dt>Estimated at checkout</dt>
            <dd>{formatMoney(order.estimatedAmount)}</dd>
          </div>
        )}
      </dl>
      <ChargeNote order={order} />
    </section>
  );
}

/** What the card was held for or charged, or what is due at the door. */
function ChargeNote({ order }: { order: Order }) {
  const payment = order.payment;
  if (order.status === 'cancelled') return null;
  if (!payment) {
    return order.amountDue > 0 ? (
      <p className="sf-od__charge">Due on delivery: {formatMoney(order.amountDue)}</p>
    ) : null;
  }
  if (payment.status === 'authorized') {
    return (
      <p className="sf-od__charge">
        Your card is held for {formatMoney(payment.authorizedAmount)}; you are charged for what we
        pick when your order is packed.
      </p>
    );
  }
  const refunded =
    payment.refundedAmount > 0 ? `, ${formatMoney(payment.refundedAmount)} refunded` : '';
  const released =
    payment.authorizedAmount > payment.capturedAmount
      ? `; the other ${formatMoney(payment.authorizedAmount - payment.capturedAmount)} held was released`
      : '';
  return payment.capturedAmount > 0 ? (
    <p className="sf-od__charge">
      Charged {formatMoney(payment.capturedAmount)}
      {refunded}
      {released}.
    </p>
  ) : null;
}

/** `action`: what may still be done about the address (changing it before the order ships). */
export function ShippingInfo({ order, action }: { order: Order; action?: ReactNode }) {
  const a = order.shippingAddress;
  return (
    <section className="gs-card gs-card--pad-md sf-od__card" aria-labelledby="od-address">
      <h2 id="od-address" className="sf-od__title">
        <MapPin size={18} aria-hidden="true" /> Shipping Address
      </h2>
      <address className="sf-od__address">
        <strong>
          {a.firstName} {a.lastName}
        </strong>
        <span>{a.address}</span>
        <span>
          {a.city}, {a.state} {a.zipCode}
        </span>
        <span>{a.phone}</span>
        <span>{a.email}</span>
      </address>
      {action}
    </section>
  );
}

export function PaymentInfo({ order }: { order: Order }) {
  const card = order.payment?.last4
    ? `${order.payment.brand ? titleCase(order.payment.brand) : 'Card'} ending in ${order.payment.last4}`
    : null;
  return (
    <section className="gs-card gs-card--pad-md sf-od__card" aria-labelledby="od-payment">
      <h2 id="od-payment" className="sf-od__title">
        <CreditCard size={18} aria-hidden="true" /> Payment
      </h2>
      <dl className="sf-od__pairs">
        <div>
          <dt>Method</dt>
          <dd>{METHOD_NAMES[order.paymentMethod] ?? titleCase(order.paymentMethod)}</dd>
        </div>
        {card && (
          <div>
            <dt>Card</dt>
            <dd>{card}</dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd>
            <PaymentStatusBadge status={order.paymentStatus} orderStatus={order.status} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
