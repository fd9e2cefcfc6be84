import { ComingSoon } from '@grocery/shared-ui';

export default function AdminCategoriesPage() {
  return (
    <ComingSoon
      title="Manage categories"
      message="Creating, editing and deleting categories arrives in an upcoming release."
    />
  );
}
