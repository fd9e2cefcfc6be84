import './product-detail.css';
import { useParams } from 'react-router-dom';
import { getErrorMessage, getProduct, isApiError } from '@grocery/shared-api';
import { Container, Skeleton, SkeletonText, useAsync } from '@grocery/shared-ui';
import { MoreFromCategory } from './more-from-category';
import { ProductDetailView } from './product-detail-view';
import { NOT_FOUND_TEXT, ProductNotFound } from './product-not-found';

function DetailSkeleton() {
  return (
    <div className="sf-detail__layout" role="status" aria-label="Loading product...">
      <Skeleton className="sf-gallery__main" height="auto" radius="lg" />
      <div className="sf-detail__info">
        <Skeleton width="70%" height="2.25rem" />
        <Skeleton width="30%" height="1.25rem" />
        <Skeleton width="40%" height="2.5rem" />
        <SkeletonText lines={4} />
      </div>
    </div>
  );
}

/** /products/:id */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const product = useAsync((signal) => getProduct(id, {}, { signal }), [id]);
  let body;
  if (product.error !== undefined) {
    // A 404's own text ('Product not found') only repeats the title: the spec's sentence says
    // more. Other 4xx will not change on a retry; a network failure or a 5xx may.
    const status = isApiError(product.error) ? product.error.status : 0;
    const final = status >= 400 && status < 500;
    body = (
      <ProductNotFound
        message={status === 404 ? NOT_FOUND_TEXT : getErrorMessage(product.error, NOT_FOUND_TEXT)}
        onRetry={final ? undefined : product.reload}
      />
    );
  } else if (product.loading || !product.data) {
    body = <DetailSkeleton />;
  } else {
    body = (
      <>
        <ProductDetailView key={product.data.id} product={product.data} />
        <MoreFromCategory product={product.data} />
      </>
    );
  }
  return <Container className="sf-page">{body}</Container>;
}
