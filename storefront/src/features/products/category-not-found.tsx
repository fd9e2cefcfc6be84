import { Link } from 'react-router-dom';
import { ArrowLeft, SearchX } from 'lucide-react';
import { isApiError } from '@grocery/shared-api';
import { ButtonLink } from '@grocery/shared-ui';

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
    <div className="gs-empty">
      <div className="gs-empty__icon" aria-hidden="true">
        <SearchX />
      </div>
      <h1 className="gs-empty__title">Category Not Found</h1>
      <p className="gs-empty__description">{CATEGORY_NOT_FOUND_TEXT}</p>
      <div className="gs-empty__action">
        <ButtonLink as={Link} to="/products" icon={<ArrowLeft size={16} />}>
          View all products
        </ButtonLink>
      </div>
    </div>
  );
}
