import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import type { Order } from '@grocery/shared-api';
import { OrderStatusBadge, countOf, formatDateTime, formatMoney } from '@grocery/shared-ui';

/** Spec section 9: the total falls back from finalAmount to totalAmount. */
export const orderTotal = (order: Pick<Order, 'finalAmount' | 'totalAmount'>) =>
  order.finalAmount ?? order.totalAmount;

export const itemCount = (order: Pick<Order, 'items'>) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

/** 'Gala Apples, Raw Honey and 2 more': what the order was, at a glance. */
export function itemsPreview(order: Pick<Order, 'items'>): string {
  const names = order.items.slice(0, 2).map((item) => item.productName);
  const rest = order.items.length - names.length;
  return rest > 0 ? `${names.join(', ')} and ${rest} more` : names.join(', ');
}

/** One order in the history; the whole card opens its details. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <li>
      <Link to={`/orders/${order.id}`} className="sf-order-card">
        <span className="sf-order-card__head">
          <span className="sf-order-card__number">Order {order.orderNumber}</span>
          <OrderStatusBadge status={order.status} />
        </span>
        <span className="sf-order-card__date">{formatDateTime(order.createdAt)}</span>
        <span className="sf-order-card__items">{itemsPreview(order)}</span>
        <span className="sf-order-card__foot">
          <span>{countOf(itemCount(order), 'item')}</span>
          <span className="sf-order-card__total">{formatMoney(orderTotal(order))}</span>
          <ChevronRight className="sf-order-card__chevron" size={20} aria-hidden="true" />
        </span>
      </Link>
    </li>
  );
}
