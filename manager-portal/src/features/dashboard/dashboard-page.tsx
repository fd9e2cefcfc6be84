import { ComingSoon } from '@grocery/shared-ui';

export default function ManagerDashboardPage() {
  return (
    <ComingSoon
      title="Manager dashboard"
      message="The manager tools arrive in an upcoming release: stock figures, recent products and low-stock alerts for your store."
    />
  );
}
