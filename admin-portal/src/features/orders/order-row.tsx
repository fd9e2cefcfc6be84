import { Link } from 'react-router-dom';
import { slotLabel, type Order } from '@grocery/shared-api';
import {
  countOf,
  formatDateTime,
  formatMoney,
  OrderStatusBadge,
  PaymentStatusBadge,
} from '@grocery/shared-ui';

/**
 * One order of the list: number (opens it), when placed and delivered (the store's local time),
 * who, how much, and where it stands.
 */
export function OrderRow({ order }: { order: Order }) {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="ap-order-row">
      <div className="ap-order-row__main">
        <Link to={`/admin/orders/${order.id}`} className="ap-order-row__number">
          {order.orderNumber}
        </Link>
        <span className="ap-muted">{formatDateTime(order.createdAt)}</span>
        {order.deliverySlot && (
          <span className="ap-muted">Delivery {slotLabel(order.deliverySlot)}</span>
        )}
      </div>
      <div className="ap-order-row__customer">
        <span>{order.customer.name}</span>
        <span className="ap-muted">{order.customer.email}</span>
      </div>
      <div className="ap-order-row__total">
        <span className="ap-count">{formatMoney(order.finalAmount)}</span>
        <span className="ap-muted">{countOf(units, 'item')}</span>
      </div>
      <div className="ap-order-row__status">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.paymentStatus} orderStatus={order.status} size="sm">
          {order.paymentStatus === 'paid' ? 'Paid' : `Payment ${order.paymentStatus}`}
        </PaymentStatusBadge>
      </div>
    </li>
  );
}
