import { ComingSoon } from '@grocery/shared-ui';

export default function ManagerProductsPage() {
  return (
    <ComingSoon
      title="Manage products"
      message="Adding and editing your store's products arrives in an upcoming release."
    />
  );
}
