import '../../components/storefront.css';
import './order-detail.css';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import {
  CANCELLABLE_STATUSES,
  getErrorMessage,
  getOrder,
  isApiError,
  type Order,
} from '@grocery/shared-api';
import {
  Button,
  Container,
  formatDateTime,
  OrderStatusBadge,
  Spinner,
  useAsync,
} from '@grocery/shared-ui';
import { ChangeAddress } from './change-address';
import { DeliverySlotInfo } from './delivery-slot-info';
import { OrderActions } from './order-actions';
import { ORDER_NOT_FOUND_TEXT, OrderNotFound } from './order-not-found';
import { OrderItems, OrderTotals, PaymentInfo, ShippingInfo } from './order-sections';
import { OrderTimeline } from './order-timeline';

/** /orders/:id */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const order = useAsync((signal) => getOrder(id, { signal }), [id]);
  // The answer of a change made on this page, newer than what was loaded (until a reload).
  const [changed, setChanged] = useState<Order | null>(null);

  if (order.error !== undefined) {
    // A 404's own text only repeats the title; the spec's sentence says more.
    const missing = isApiError(order.error) && order.error.status === 404;
    return (
      <Container className="sf-page">
        <OrderNotFound
          message={
            missing ? ORDER_NOT_FOUND_TEXT : getErrorMessage(order.error, ORDER_NOT_FOUND_TEXT)
          }
        />
      </Container>
    );
  }
  if (order.loading || !order.data) {
    return (
      <Container className="sf-page sf-od__loading">
        <Spinner size="lg" label="Loading order..." showLabel />
      </Container>
    );
  }
  const data = changed?.id === order.data.id ? changed : order.data;
  const reload = () => {
    setChanged(null);
    order.reload();
  };
  return (
    <Container className="sf-page">
      <header className="sf-od__header">
        <Button
          variant="ghost"
          iconOnly
          icon={<ArrowLeft size={20} />}
          aria-label="Go back"
          onClick={() => navigate(-1)}
        />
        <div className="sf-od__heading">
          <div className="sf-od__number">
            <h1>
              Order <span className="sf-od__nowrap">{data.orderNumber}</span>
            </h1>
            <OrderStatusBadge status={data.status} />
          </div>
          <p className="sf-od__muted">Placed on {formatDateTime(data.createdAt)}</p>
        </div>
        <OrderActions order={data} />
      </header>
      {data.status === 'cancelled' && data.cancelReason && (
        <p className="sf-od__cancelled">Cancelled: {data.cancelReason}</p>
      )}
      <div className="sf-od__layout">
        <OrderItems order={data} onChanged={setChanged} />
        <div className="sf-od__side">
          <OrderTotals order={data} />
          <DeliverySlotInfo order={data} onChanged={setChanged} onStale={reload} />
          <ShippingInfo
            order={data}
            action={
              // The address may change while the order could still be cancelled: before packing.
              CANCELLABLE_STATUSES.includes(data.status) && (
                <ChangeAddress order={data} onChanged={setChanged} onStale={reload} />
              )
            }
          />
          <PaymentInfo order={data} />
        </div>
        <OrderTimeline events={data.events ?? []} />
      </div>
    </Container>
  );
}
