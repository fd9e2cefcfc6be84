import './delivery.css';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { getDeliverySlot, slotLabel, type OrderStatus } from '@grocery/shared-api';
import { EmptyState, LoadError, OrderStatusBadge, Skeleton, useAsync } from '@grocery/shared-ui';
import { AdminPage } from '../../components/admin-page';

/** /admin/delivery/:id: one slot's delivery plan, its orders with a link to each. */
export default function AdminDeliverySlotPage() {
  const { id = '' } = useParams();
  const loaded = useAsync((signal) => getDeliverySlot(id, { signal }), [id]);
  const slot = loaded.data?.slot;
  return (
    <AdminPage
      title={slot ? `Delivery ${slotLabel(slot)}` : 'Delivery slot'}
      subtitle={slot && `${slot.booked} of ${slot.capacity} places booked`}
    >
      <Link to="/admin/delivery" className="ap-back">
        <ArrowLeft size={16} aria-hidden="true" /> Back to Delivery
      </Link>
      {loaded.error !== undefined ? (
        <LoadError
          title="Slot Not Found"
          error={loaded.error}
          fallback="Failed to load the delivery slot"
          onRetry={loaded.reload}
        />
      ) : !loaded.data ? (
        <Skeleton className="ap-delivery__loading" />
      ) : loaded.data.orders.length === 0 ? (
        <EmptyState
          title="No orders in this slot"
          description="Orders booked here will show up here."
        />
      ) : (
        <div className="gs-card gs-card--pad-md ap-delivery__table-wrap">
          <table className="ap-delivery__table">
            <caption className="gs-sr-only">Orders in this slot</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Shopper</th>
                <th scope="col">Items</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {loaded.data.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`/admin/orders/${order.id}`}>{order.orderNumber}</Link>
                  </td>
                  <td>{order.customerName}</td>
                  <td>{order.itemCount}</td>
                  <td>
                    <OrderStatusBadge status={order.status as OrderStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
