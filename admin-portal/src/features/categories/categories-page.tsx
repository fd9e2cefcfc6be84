import { ComingSoon } from '../../components/coming-soon';

export default function AdminCategoriesPage() {
  return (
    <ComingSoon
      title="Manage categories"
      message="Creating, editing and deleting categories arrives in an upcoming release."
    />
  );
}
