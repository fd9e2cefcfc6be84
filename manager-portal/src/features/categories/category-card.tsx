import { Clock, Pencil, Trash2 } from 'lucide-react';
import type { Category, StoreRequest } from '@grocery/shared-api';
import { Badge, Button, formatDate } from '@grocery/shared-ui';
import type { RequestPreset } from './category-request-dialog';

interface CategoryCardProps {
  category: Category;
  /** A request of this manager about it still waits for an admin. */
  pending: boolean;
  /** This manager's newest request about the category, if any. */
  latest: StoreRequest | undefined;
  onRequest: (preset: RequestPreset) => void;
}

/** A category with Request Update / Request Delete, both 'Request Pending' while one waits. */
export function CategoryCard({ category, pending, latest, onRequest }: CategoryCardProps) {
  const rejected = latest?.status === 'rejected' ? latest : null;
  return (
    <li className="mp-category" data-testid="category-card">
      <div className="mp-category__head">
        <h3 className="mp-category__name">{category.name}</h3>
        {!category.isVisible && (
          <Badge variant="neutral" size="sm">
            Hidden
          </Badge>
        )}
      </div>
      <p className="mp-category__description">{category.description || 'No description'}</p>
      <dl className="mp-category__facts">
        <div>
          <dt>Parent</dt>
          <dd>{category.parent?.name ?? 'None'}</dd>
        </div>
        <div>
          <dt>Products</dt>
          <dd>{category.productCount}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(category.createdAt)}</dd>
        </div>
      </dl>
      {rejected && (
        <p className="mp-category__rejected">
          Your last request was rejected
          {rejected.rejectionReason ? `: ${rejected.rejectionReason}` : '.'}
        </p>
      )}
      <div className="mp-category__actions">
        {pending ? (
          <>
            <Button variant="outline" size="sm" icon={<Clock size={16} />} disabled>
              Request Pending
            </Button>
            <Button variant="outline" size="sm" icon={<Clock size={16} />} disabled>
              Request Pending
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              size="sm"
              icon={<Pencil size={16} />}
              aria-label={`Request Update of ${category.name}`}
              onClick={() => onRequest({ type: 'category_update_request', category })}
            >
              Request Update
            </Button>
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 size={16} />}
              className="mp-category__delete"
              aria-label={`Request Delete of ${category.name}`}
              onClick={() => onRequest({ type: 'category_delete_request', category })}
            >
              Request Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
