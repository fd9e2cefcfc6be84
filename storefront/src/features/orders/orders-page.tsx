import '../../components/storefront.css';
import './orders.css';
import { Link } from 'react-router-dom';
import { Package, ShoppingBasket } from 'lucide-react';
import { getErrorMessage } from '@grocery/shared-api';
import {
  Button,
  ButtonLink,
  Container,
  PageHeading,
  EmptyState,
  ErrorPanel,
  Spinner,
  countOf,
} from '@grocery/shared-ui';
import { OrderCard } from './order-card';
import { useMyOrders } from './use-my-orders';

/** /orders: the shopper's order history, newest first. */
export function OrdersPage() {
  const history = useMyOrders();
  const { orders, loading, error } = history;
  const firstLoad = orders.length === 0;
  let body;
  if (error !== undefined && firstLoad) {
    body = (
      <ErrorPanel
        title="Error Loading Orders"
        message={getErrorMessage(error, 'Failed to fetch orders')}
        onRetry={history.retry}
        retryLabel="Try Again"
      />
    );
  } else if (loading && firstLoad) {
    body = (
      <div className="sf-orders__loading">
        <Spinner size="lg" label="Loading your orders..." showLabel />
      </div>
    );
  } else if (firstLoad) {
    body = (
      <EmptyState
        icon={<Package />}
        title="No orders yet"
        description="When you place an order, it will appear here."
        action={
          <ButtonLink as={Link} to="/products" icon={<ShoppingBasket size={18} />}>
            Start Shopping
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="sf-orders" aria-label="Your orders">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
        {error !== undefined && (
          <ErrorPanel
            title="Error Loading Orders"
            message={getErrorMessage(error, 'Failed to fetch orders')}
            onRetry={history.retry}
            retryLabel="Try Again"
          />
        )}
        {history.hasMore && error === undefined && (
          <div className="sf-orders__more">
            <Button
              variant="outline"
              loading={loading}
              loadingLabel="Loading..."
              onClick={history.loadMore}
            >
              Load more orders
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <Container className="sf-page">
      <PageHeading
        title="My Orders"
        subtitle={
          firstLoad
            ? 'Track and manage your orders'
            : `${countOf(history.total, 'order')}, newest first`
        }
      />
      {body}
    </Container>
  );
}
