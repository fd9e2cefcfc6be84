import { Link } from 'react-router-dom';
import { ArrowLeft, PackageX } from 'lucide-react';
import { ButtonLink } from '@grocery/shared-ui';

export const ORDER_NOT_FOUND_TEXT = 'The order you are looking for does not exist.';

/** The page's whole content when the order is missing or could not be read. */
export function OrderNotFound({ message }: { message?: string }) {
  return (
    <div className="gs-empty">
      <div className="gs-empty__icon" aria-hidden="true">
        <PackageX />
      </div>
      <h1 className="gs-empty__title">Order Not Found</h1>
      <p className="gs-empty__description">{message || ORDER_NOT_FOUND_TEXT}</p>
      <div className="gs-empty__action">
        <ButtonLink as={Link} to="/orders" icon={<ArrowLeft size={16} />}>
          Back to Orders
        </ButtonLink>
      </div>
    </div>
  );
}
