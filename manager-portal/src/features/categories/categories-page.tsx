import { ComingSoon } from '@grocery/shared-ui';

export default function ManagerCategoriesPage() {
  return (
    <ComingSoon
      title="Categories"
      message="Browsing categories and sending add, update and delete requests to an administrator arrives in an upcoming release."
    />
  );
}
