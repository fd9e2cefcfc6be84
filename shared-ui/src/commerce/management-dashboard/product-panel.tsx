import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@grocery/shared-api';
import { Card, CardBody, CardHeader } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { StockBadge } from '../../components/status-badges';
import { PriceTag } from '../price/price-tag';
import type { Loadable } from './use-dashboard-data';

interface ProductPanelProps {
  title: string;
  data: Loadable<{ products: Product[] }>;
  empty: ReactNode;
  /** Where "View all" leads. */
  to: string;
}

/** A titled list of products (name, price, stock) with a link to the full screen. */
export function ProductPanel({ title, data, empty, to }: ProductPanelProps) {
  return (
    <Card as="section" className="gs-md-panel" aria-label={title}>
      <CardHeader
        title={title}
        titleAs="h2"
        action={
          <Link to={to} className="gs-md-panel__link">
            View all
          </Link>
        }
      />
      <CardBody>
        {data.status === 'loading' ? (
          <Spinner size="sm" label={`Loading ${title.toLowerCase()}...`} />
        ) : data.status === 'error' ? (
          <p className="gs-md-panel__note">{data.message}</p>
        ) : data.value.products.length === 0 ? (
          <p className="gs-md-panel__note">{empty}</p>
        ) : (
          <ul className="gs-md-panel__list">
            {data.value.products.map((product) => (
              <li key={product.id} className="gs-md-panel__row">
                <span className="gs-md-panel__name">{product.name}</span>
                <PriceTag
                  product={product}
                  size="sm"
                  showUnitPrice={false}
                  showPercent={false}
                  className="gs-md-panel__price"
                />
                <StockBadge stock={product.stock} size="sm" />
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
