import { Link } from 'react-router-dom';
import { formatQuantity, type Product } from '@grocery/shared-api';
import { StockBadge } from '@grocery/shared-ui';
import { PriceTag, packSizeLabel, sellableStock } from '@grocery/shared-ui/commerce';
import { AdditionalInfo } from './additional-info';
import { ProductAssurances, Rating } from './product-assurances';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';

/** Everything about one product: pictures, price, stock, buying, details. */
export function ProductDetailView({ product }: { product: Product }) {
  const stock = sellableStock(product);
  const weighed = product.soldBy === 'weight';
  return (
    <article className="sf-detail">
      <nav aria-label="Breadcrumb" className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/products">Products</Link>
          </li>
          {product.category && (
            <li>
              <Link to={`/products?category=${encodeURIComponent(product.category.id)}`}>
                {product.category.name}
              </Link>
            </li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="sf-detail__layout">
        <ProductGallery product={product} />
        <div className="sf-detail__info">
          <h1 className="sf-detail__name">{product.name}</h1>
          <Rating />
          <PriceTag product={product} size="lg" />
          <div className="sf-detail__meta">
            {weighed ? (
              // Loose goods have no pack: the badge says how much is left in their unit.
              <StockBadge stock={stock}>
                {stock > 0 ? `${formatQuantity(stock, product)} in stock` : undefined}
              </StockBadge>
            ) : (
              <>
                <StockBadge stock={stock} />
                <span className="sf-detail__size">{packSizeLabel(product)}</span>
              </>
            )}
          </div>
          {product.description && <p className="sf-detail__description">{product.description}</p>}
          <PurchasePanel product={product} />
          <ProductAssurances />
        </div>
      </div>
      <AdditionalInfo product={product} />
    </article>
  );
}
