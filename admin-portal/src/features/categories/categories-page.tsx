import './categories.css';
import { useState } from 'react';
import { getCategoryTree, listCategories, type Category } from '@grocery/shared-api';
import {
  Button,
  Dialog,
  EmptyState,
  LoadError,
  Pager,
  Skeleton,
  useAsync,
} from '@grocery/shared-ui';
import { FolderTree, Plus } from 'lucide-react';
import { AdminPage } from '../../components/admin-page';
import { CategoryCard } from './category-card';
import { CategoryForm } from './category-form';
import { parentOptions } from './category-parents';
import { DeleteCategoryDialog } from './delete-category-dialog';

export const PAGE_SIZE = 24;

type Editing = { mode: 'add' } | { mode: 'edit'; category: Category } | null;

async function loadCategories(page: number, signal: AbortSignal) {
  const [list, tree] = await Promise.all([
    listCategories({ page, limit: PAGE_SIZE, includeHidden: true, sort: 'newest' }, { signal }),
    getCategoryTree({ includeHidden: true }, { signal }),
  ]);
  return { ...list, tree };
}

/** /admin/categories (spec section 2 Category management). */
export default function AdminCategoriesPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  // Categories added here, shown first even before the list is read again.
  const [added, setAdded] = useState<Category[]>([]);
  const data = useAsync((signal) => loadCategories(page, signal), [page]);

  const listed = data.data?.categories ?? [];
  const fresh = new Map(listed.map((category) => [category.id, category]));
  const addedIds = new Set(added.map((category) => category.id));
  const categories =
    page === 1
      ? [...added.map((c) => fresh.get(c.id) ?? c), ...listed.filter((c) => !addedIds.has(c.id))]
      : listed;
  const editingId = editing?.mode === 'edit' ? editing.category.id : undefined;

  const onSaved = (category: Category, created: boolean) => {
    setEditing(null);
    if (created) {
      setAdded((prev) => [category, ...prev]);
      setPage(1);
    } else {
      setAdded((prev) => prev.map((c) => (c.id === category.id ? category : c)));
    }
    data.reload();
  };
  const onDeleted = (category: Category) => {
    setDeleting(null);
    setAdded((prev) => prev.filter((c) => c.id !== category.id));
    data.reload();
  };

  return (
    <AdminPage
      title="Category Management"
      subtitle="Organise the aisles shoppers browse."
      actions={
        <Button icon={<Plus size={18} />} onClick={() => setEditing({ mode: 'add' })}>
          Add Category
        </Button>
      }
    >
      {data.error ? (
        <LoadError error={data.error} fallback="Failed to fetch categories" onRetry={data.reload} />
      ) : !data.data ? (
        <Skeleton className="ap-categories__loading" />
      ) : categories.length === 0 ? (
        <EmptyState
          icon={<FolderTree size={32} />}
          title="No categories yet"
          description="Add the first aisle of the store."
        />
      ) : (
        <>
          <ul className="ap-categories" aria-label="Categories">
            {categories.map((category) => (
              <CategoryCard
                key={category.id}
                category={category}
                onEdit={(c) => setEditing({ mode: 'edit', category: c })}
                onDelete={setDeleting}
              />
            ))}
          </ul>
          <Pager pagination={data.data.pagination} onPage={setPage} label="Category pages" />
        </>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Edit Category' : 'Add Category'}
      >
        {editing && (
          <CategoryForm
            category={editing.mode === 'edit' ? editing.category : undefined}
            parents={parentOptions(data.data?.tree ?? [], editingId)}
            onSaved={onSaved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <DeleteCategoryDialog
        category={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onDeleted}
      />
    </AdminPage>
  );
}
