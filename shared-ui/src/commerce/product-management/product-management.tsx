import './product-management.css';
import { useCallback, useState } from 'react';
import { PackageSearch, Plus } from 'lucide-react';
import { deleteProduct, getErrorMessage, useSession, type Product } from '@grocery/shared-api';
import { ErrorPanel } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Container } from '../../components/layout';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { notify } from '../lib/notify';
import type { ProductView } from '../product-card/product-card';
import { CatalogueToolbar } from './catalogue-toolbar';
import { PRODUCT_MESSAGES_UI, ProductFormDialog } from './product-form-dialog';
import { ProductItem } from './product-item';
import { useAllCategories, useCatalogue, type CatalogueQuery } from './use-catalogue';

export const DELETE_PRODUCT_QUESTION = 'Are you sure you want to delete this product?';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; product: Product };

/**
 * Product management for admins and store managers (spec section 2): the same screen for both;
 * a store manager edits and deletes only the products it added, an admin any.
 */
export function ProductManagement() {
  const { user } = useSession();
  const [query, setQuery] = useState<CatalogueQuery>({ page: 1, search: '', category: '' });
  const [view, setView] = useState<ProductView>('grid');
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);
  const categories = useAllCategories();
  const { products, pagination, loading, error, reload } = useCatalogue(query);
  const canManage = (product: Product) =>
    user?.role === 'admin' || (user?.role === 'store_manager' && product.addedBy === user.id);

  const onSearch = useCallback(
    (search: string) => setQuery((q) => (q.search === search ? q : { ...q, search, page: 1 })),
    [],
  );
  const openAdd = () => setForm({ mode: 'add' });

  const onSaved = (_: Product, created: boolean) => {
    setForm({ mode: 'closed' });
    if (created && query.page !== 1) setQuery((q) => ({ ...q, page: 1 }));
    else reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteProduct(deleting.id);
      notify.success(PRODUCT_MESSAGES_UI.deleted);
      setDeleting(null);
      const lastOnPage = products.length === 1 && query.page > 1;
      if (lastOnPage) setQuery((q) => ({ ...q, page: q.page - 1 }));
      else reload();
    } catch (failure) {
      notify.error(getErrorMessage(failure, 'Failed to delete product'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container className="gs-pm">
      <PageHeading
        title="Product Management"
        subtitle={pagination ? `${pagination.total} products` : 'Your store catalogue'}
        actions={
          <Button icon={<Plus size={18} />} onClick={openAdd}>
            Add New Product
          </Button>
        }
      />
      <CatalogueToolbar
        categories={categories}
        category={query.category}
        onCategory={(category) => setQuery((q) => ({ ...q, category, page: 1 }))}
        onSearch={onSearch}
        view={view}
        onView={setView}
      />
      {loading && products.length === 0 ? (
        <div className="gs-pm__loading">
          <Spinner label="Loading products..." showLabel />
        </div>
      ) : error ? (
        <ErrorPanel message={error} onRetry={reload} />
      ) : products.length === 0 ? (
        <EmptyState
          icon={<PackageSearch size={32} />}
          title="No products found"
          description={
            query.search || query.category
              ? 'No product matches this search or category.'
              : 'Your catalogue is empty.'
          }
          action={
            <Button icon={<Plus size={18} />} onClick={openAdd}>
              Add Your First Product
            </Button>
          }
        />
      ) : (
        <ul
          className={cn('gs-pm__items', `gs-pm__items--${view}`, loading && 'is-loading')}
          aria-label="Products"
          aria-busy={loading || undefined}
        >
          {products.map((product) => (
            <ProductItem
              key={product.id}
              product={product}
              view={view}
              canManage={canManage(product)}
              onEdit={(p) => setForm({ mode: 'edit', product: p })}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {pagination && !error && (
        <Pager
          pagination={pagination}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          label="Product pages"
          summary={`${pagination.total} products`}
        />
      )}
      {form.mode !== 'closed' && (
        <ProductFormDialog
          product={form.mode === 'edit' ? form.product : null}
          categories={categories}
          onSaved={onSaved}
          onCancel={() => setForm({ mode: 'closed' })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title="Delete product"
        message={DELETE_PRODUCT_QUESTION}
        confirmLabel="Delete"
        loading={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && <p className="gs-pm__delete-name">{deleting.name}</p>}
      </ConfirmDialog>
    </Container>
  );
}
