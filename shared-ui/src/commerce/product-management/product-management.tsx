import './product-management.css';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PackageSearch, Plus, X } from 'lucide-react';
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
import { countOf } from '../../lib/format';
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
  // ?stock=low (the dashboards' Low Stock links) lives in the address, so it can be linked to.
  const [params, setParams] = useSearchParams();
  const lowStock = params.get('stock') === 'low';
  const [filters, setQuery] = useState<Omit<CatalogueQuery, 'lowStock'>>({
    page: 1,
    search: '',
    category: '',
  });
  const query: CatalogueQuery = { ...filters, lowStock };
  const [text, setText] = useState('');
  const [view, setView] = useState<ProductView>('grid');
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);
  const categories = useAllCategories();
  const { products, pagination, loading, error, reload } = useCatalogue(query);
  const canManage = (product: Product) =>
    user?.role === 'admin' || (user?.role === 'store_manager' && product.addedBy === user.id);

  useEffect(() => {
    const timer = setTimeout(
      () => setQuery((q) => (q.search === text ? q : { ...q, search: text, page: 1 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [text]);
  const setLowStock = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('stock', 'low');
    else next.delete('stock');
    setParams(next, { replace: true });
    setQuery((q) => ({ ...q, page: 1 }));
  };
  const filtered = Boolean(query.search || query.category || lowStock);
  const clearFilters = () => {
    setText('');
    setQuery({ page: 1, search: '', category: '' });
    if (lowStock) setLowStock(false);
  };
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
        subtitle={pagination ? countOf(pagination.total, 'product') : 'Your store catalogue'}
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
        text={text}
        onText={setText}
        lowStock={lowStock}
        onLowStock={setLowStock}
        view={view}
        onView={setView}
      />
      {loading && products.length === 0 ? (
        <div className="gs-pm__loading">
          <Spinner label="Loading products..." showLabel />
        </div>
      ) : error ? (
        <ErrorPanel message={error} onRetry={reload} />
      ) : products.length === 0 && filtered ? (
        <EmptyState
          icon={<PackageSearch size={32} />}
          title="No products match"
          description={
            query.search
              ? `No product matches "${query.search.trim()}" with these filters.`
              : 'No product matches these filters.'
          }
          action={
            <Button variant="outline" icon={<X size={18} />} onClick={clearFilters}>
              {query.search ? 'Clear Search' : 'Clear Filters'}
            </Button>
          }
        />
      ) : products.length === 0 ? (
        <EmptyState
          icon={<PackageSearch size={32} />}
          title="No products found"
          description="Your catalogue is empty."
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
          summary={countOf(pagination.total, 'product')}
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
