import './orders.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getOrder, type Order } from '@grocery/shared-api';
import {
  formatDateTime,
  LoadError,
  OrderStatusBadge,
  Skeleton,
  useAsync,
} from '@grocery/shared-ui';
import { ArrowLeft } from 'lucide-react';
import { AdminPage } from '../../components/admin-page';
import { OrderActions } from './order-actions';
import { OrderCustomer, OrderHistory, OrderItems } from './order-sections';

/** /admin/orders/:id: everything about one order, and the next step of its fulfilment. */
export default function AdminOrderDetailPage() {
  const { id = '' } = useParams();
  const loaded = useAsync((signal) => getOrder(id, { signal }), [id]);
  // The order an action answered with, until the page loads another id.
  const [changed, setChanged] = useState<Order | null>(null);
  const order = changed?.id === id ? changed : loaded.data;

  return (
    <AdminPage
      title={order ? `Order ${order.orderNumber}` : 'Order'}
      subtitle={order && `Placed on ${formatDateTime(order.createdAt)}`}
      actions={order && <OrderStatusBadge status={order.status} />}
    >
      <Link to="/admin/orders" className="ap-back">
        <ArrowLeft size={16} aria-hidden="true" /> Back to Orders
      </Link>
      {loaded.error ? (
        <LoadError
          title="Order Not Found"
          error={loaded.error}
          fallback="The order you are looking for does not exist."
          onRetry={loaded.reload}
        />
      ) : !order ? (
        <Skeleton className="ap-orders__loading" />
      ) : (
        <>
          <OrderActions order={order} onChanged={setChanged} />
          <div className="ap-order-grid">
            <OrderItems order={order} />
            <div className="ap-order-grid__side">
              <OrderCustomer order={order} />
              <OrderHistory order={order} />
            </div>
          </div>
        </>
      )}
    </AdminPage>
  );
}
