import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  formatMoney,
  Spinner,
  useAsync,
} from '@grocery/shared-ui';
import { getErrorMessage, listProducts } from '@grocery/shared-api';

export function ProductsCheckCard() {
  const { data, error, loading, reload } = useAsync(() => listProducts({ limit: 5 }), []);
  return (
    <Card>
      <CardHeader
        titleAs="h2"
        title="Products list"
        action={
          <Button variant="ghost" size="sm" onClick={reload}>
            Check again
          </Button>
        }
      />
      <CardBody>
        {loading && <Spinner label="Loading products..." showLabel />}
        {!loading && error !== undefined && (
          <p role="alert">
            <Badge variant="danger">Failed</Badge>{' '}
            {getErrorMessage(error, 'Failed to fetch products')}
          </p>
        )}
        {!loading && data && (
          <>
            <p>
              <Badge variant="success">OK</Badge> {data.pagination.total} products in the catalogue
            </p>
            <ul className="shell-style-test__list">
              {data.products.map((product) => (
                <li key={product.id}>
                  <span>{product.name}</span>
                  <span>{formatMoney(product.price)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardBody>
    </Card>
  );
}
