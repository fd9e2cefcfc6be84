import { Link } from 'react-router-dom';
import { ArrowLeft, PackageX } from 'lucide-react';
import { Button, ButtonLink, EmptyState } from '@grocery/shared-ui';

export const NOT_FOUND_TEXT = "The product you're looking for doesn't exist.";

export interface ProductNotFoundProps {
  /** The error's text; the spec's default sentence when there is none. */
  message?: string;
  /** Offered when the failure may pass (network), not for a real 404. */
  onRetry?: () => void;
}

/** The page's whole content, so its title is the page's h1. */
export function ProductNotFound({ message, onRetry }: ProductNotFoundProps) {
  return (
    <EmptyState
      titleAs="h1"
      icon={<PackageX />}
      title="Product Not Found"
      description={message || NOT_FOUND_TEXT}
      action={
        <>
          <ButtonLink as={Link} to="/products" icon={<ArrowLeft size={16} />}>
            Back to Products
          </ButtonLink>
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      }
    />
  );
}
