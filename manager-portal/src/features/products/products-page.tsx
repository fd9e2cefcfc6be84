import { ProductManagement } from '@grocery/shared-ui';
import { LazyScreen } from '../../components/lazy-screen';

/** /manager/products: the product screen admins use too, limited to the manager's own products. */
export default function ManagerProductsPage() {
  return (
    <LazyScreen>
      <ProductManagement />
    </LazyScreen>
  );
}
