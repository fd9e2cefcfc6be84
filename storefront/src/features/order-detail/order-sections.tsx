import type { ReactNode } from 'react';
import { CreditCard, MapPin, Package } from 'lucide-react';
import { summaryRows, totalsOfOrder, type Order } from '@grocery/shared-api';
import { PaymentStatusBadge, formatMoney } from '@grocery/shared-ui';

// The names GET /payments/methods gives; kept here so the detail page needs no extra call.
const METHOD_NAMES: Record<string, string> = {
  credit_card: 'Credit or debit card',
  upi: 'UPI',
  cash_on_delivery: 'Cash on delivery',
};
const titleCase = (value: string) =>
  value.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export function OrderItems({ order }: { order: Order }) {
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
                {item.quantity} × {formatMoney(item.productPrice)}
              </span>
            </span>
            <span className="sf-od__money">
              {formatMoney(item.lineTotal ?? item.productPrice * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec section 2: subtotal, discount (if above zero), shipping, tax, total, as the server stored them. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <section className="gs-card gs-card--pad-md sf-od__card" aria-labelledby="od-summary">
      <h2 id="od-summary" className="sf-od__title">
        Order Summary
      </h2>
      <dl className="sf-od__totals">
        {summaryRows(totalsOfOrder(order)).map(({ label, amount }) => (
          <div key={label} className={label === 'Total' ? 'sf-od__grand' : undefined}>
            <dt>{label}</dt>
            <dd className={amount < 0 ? 'sf-od__saving' : undefined}>{formatMoney(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
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
