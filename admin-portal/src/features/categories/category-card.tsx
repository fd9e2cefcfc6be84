import type { Category } from '@grocery/shared-api';
import { Badge, Button, Card, formatDate } from '@grocery/shared-ui';
import { Pencil, Trash2 } from 'lucide-react';

export interface CategoryCardProps {
  category: Category;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/** Spec section 2: name, description or 'No description', parent, product count, created date. */
export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  const headingId = `category-${category.id}`;
  return (
    <Card as="li" padding="md" className="ap-category" aria-labelledby={headingId}>
      <div className="ap-category__head">
        <h2 id={headingId} className="ap-category__name">
          {category.name}
        </h2>
        {!category.isVisible && (
          <Badge variant="neutral" size="sm">
            Hidden
          </Badge>
        )}
      </div>
      <p className={category.description ? 'ap-category__description' : 'ap-muted'}>
        {category.description || 'No description'}
      </p>
      <dl className="ap-category__facts">
        <div>
          <dt>Parent</dt>
          <dd>{category.parent?.name ?? 'None (root category)'}</dd>
        </div>
        <div>
          <dt className="gs-sr-only">Products</dt>
          <dd>Products: {category.productCount}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(category.createdAt)}</dd>
        </div>
      </dl>
      <div className="ap-category__actions">
        <Button
          variant="outline"
          size="sm"
          icon={<Pencil size={16} />}
          aria-label={`Edit ${category.name}`}
          onClick={() => onEdit(category)}
        >
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ap-danger-text"
          icon={<Trash2 size={16} />}
          aria-label={`Delete ${category.name}`}
          onClick={() => onDelete(category)}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
