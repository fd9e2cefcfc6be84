import { Link } from 'react-router-dom';
import { ArrowLeft, SearchX } from 'lucide-react';
import { isApiError } from '@grocery/shared-api';
import { ButtonLink, EmptyState } from '@grocery/shared-ui';

export const CATEGORY_NOT_FOUND_TEXT = "The category you're looking for doesn't exist.";

/**
 * Whether a category lookup failed for good: a malformed id (400) or one that names no visible
 * category (404). Another try cannot help there; a network failure or a 5xx may pass.
 */
export function isMissingCategory(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 404);
}

/** The page's whole content when /products names a category that is not there. */
export function CategoryNotFound() {
  return (
    <EmptyState
      titleAs="h1"
      icon={<SearchX />}
      title="Category Not Found"
      description={CATEGORY_NOT_FOUND_TEXT}
      action={
        <ButtonLink as={Link} to="/products" icon={<ArrowLeft size={16} />}>
          View all products
        </ButtonLink>
      }
    />
  );
}
