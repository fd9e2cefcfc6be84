import { ProductManagement } from '@grocery/shared-ui/commerce';
import { LazyScreen } from '../../components/lazy-screen';
import { ManagerNavBar } from '../../components/manager-nav-bar';

/** /manager/products: the product screen admins use too, limited to the manager's own products. */
export default function ManagerProductsPage() {
  return (
    <>
      <ManagerNavBar />
      <LazyScreen>
        <ProductManagement />
      </LazyScreen>
    </>
  );
}
