import { Link } from 'react-router-dom';
import { slotLabel, summaryRows, totalsOfOrder, type Order } from '@grocery/shared-api';
import {
  Card,
  CardBody,
  CardHeader,
  formatDateTime,
  formatMoney,
  OrderStatusBadge,
  PaymentStatusBadge,
} from '@grocery/shared-ui';

const PAYMENT_LABELS: Record<string, string> = {
  credit_card: 'Credit card',
  cash_on_delivery: 'Cash on delivery',
  upi: 'UPI',
};

export function OrderItems({ order }: { order: Order }) {
  return (
    <Card as="section" aria-label="Items">
      <CardHeader title="Items" titleAs="h2" />
      <CardBody>
        <ul className="ap-panel-list">
          {order.items.map((item, index) => (
            <li key={`${item.productId ?? item.productName}-${index}`}>
              <span className="ap-panel-list__main">
                <span className="ap-panel-list__name">{item.productName}</span>
                <span className="ap-panel-list__meta">
                  {item.quantity} × {formatMoney(item.productPrice)}
                </span>
              </span>
              <span className="ap-count">{formatMoney(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="ap-summary">
          {summaryRows(totalsOfOrder(order)).map(({ label, amount }) => (
            <div key={label} className={label === 'Total' ? 'ap-summary__total' : undefined}>
              <dt>{label}</dt>
              <dd>{formatMoney(amount)}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}

export function OrderCustomer({ order }: { order: Order }) {
  const a = order.shippingAddress;
  return (
    <Card as="section" aria-label="Customer and delivery">
      <CardHeader title="Customer and delivery" titleAs="h2" />
      <CardBody className="ap-order-facts">
        <div>
          <h3 className="ap-order-facts__title">Customer</h3>
          <p>{order.customer.name}</p>
          <p className="ap-muted">{order.customer.email}</p>
        </div>
        <div>
          <h3 className="ap-order-facts__title">Shipping address</h3>
          <address>
            {a.firstName} {a.lastName}
            <br />
            {a.address}
            <br />
            {a.city}, {a.state} {a.zipCode}
            <br />
            {a.phone}
            <br />
            {a.email}
          </address>
        </div>
        <div>
          <h3 className="ap-order-facts__title">Delivery slot</h3>
          {order.deliverySlot ? (
            <p>
              <Link to={`/admin/delivery/${order.deliverySlot.id}`}>
                {slotLabel(order.deliverySlot)}
              </Link>
              <span className="ap-muted"> ({order.deliverySlot.timeZone})</span>
            </p>
          ) : (
            <p className="ap-muted">No slot booked</p>
          )}
        </div>
        <div>
          <h3 className="ap-order-facts__title">Payment</h3>
          <p>
            {PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod}
            {order.payment?.last4 &&
              ` · ${order.payment.brand ?? 'card'} ending ${order.payment.last4}`}
          </p>
          <PaymentStatusBadge status={order.paymentStatus} orderStatus={order.status} />
        </div>
      </CardBody>
    </Card>
  );
}

export function OrderHistory({ order }: { order: Order }) {
  const events = order.events ?? [];
  return (
    <Card as="section" aria-label="Status history">
      <CardHeader title="Status history" titleAs="h2" />
      <CardBody>
        {events.length === 0 ? (
          <p className="ap-muted">No status changes yet.</p>
        ) : (
          <ol className="ap-timeline">
            {events.map((event, index) => (
              <li key={`${event.status}-${event.createdAt}-${index}`}>
                <OrderStatusBadge status={event.status} size="sm" />
                <span className="ap-timeline__when">
                  {formatDateTime(event.createdAt)}
                  {event.actorName && ` · ${event.actorName}`}
                </span>
                {event.note && <span className="ap-timeline__note">{event.note}</span>}
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
