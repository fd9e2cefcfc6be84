import { Suspense } from 'react';
import { Spinner } from '@grocery/shared-ui';
import { ProductManagement } from '@grocery/shared-ui/commerce';
import { AdminNavBar } from '../../components/admin-nav-bar';

/** /admin/products: the product management screen both portals share (spec section 2). */
export default function AdminProductsPage() {
  return (
    <>
      <AdminNavBar />
      <Suspense fallback={<Spinner label="Loading products" />}>
        <ProductManagement />
      </Suspense>
    </>
  );
}
