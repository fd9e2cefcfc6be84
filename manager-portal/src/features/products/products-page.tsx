import { ComingSoon } from '../../components/coming-soon';

export default function ManagerProductsPage() {
  return (
    <ComingSoon
      title="Manage products"
      message="Adding and editing your store's products arrives in an upcoming release."
    />
  );
}
