import { ComingSoon } from '@grocery/shared-ui';

export default function AdminProductsPage() {
  return (
    <ComingSoon
      title="Manage products"
      message="Product management for the whole catalogue arrives in an upcoming release."
    />
  );
}
