import { ComingSoon } from '@grocery/shared-ui';

export default function AdminDashboardPage() {
  return (
    <ComingSoon
      title="Admin dashboard"
      message="The admin tools arrive in an upcoming release: product, category, request and low-stock figures at a glance."
    />
  );
}
