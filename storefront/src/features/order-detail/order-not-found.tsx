import { Link } from 'react-router-dom';
import { ArrowLeft, PackageX } from 'lucide-react';
import { ButtonLink, EmptyState } from '@grocery/shared-ui';

export const ORDER_NOT_FOUND_TEXT = 'The order you are looking for does not exist.';

/** The page's whole content when the order is missing or could not be read. */
export function OrderNotFound({ message }: { message?: string }) {
  return (
    <EmptyState
      titleAs="h1"
      icon={<PackageX />}
      title="Order Not Found"
      description={message || ORDER_NOT_FOUND_TEXT}
      action={
        <ButtonLink as={Link} to="/orders" icon={<ArrowLeft size={16} />}>
          Back to Orders
        </ButtonLink>
      }
    />
  );
}
