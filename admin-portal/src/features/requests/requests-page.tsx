import { ComingSoon } from '@grocery/shared-ui';

export default function AdminRequestsPage() {
  return (
    <ComingSoon
      title="Requests"
      message="Reviewing store manager and category requests arrives in an upcoming release."
    />
  );
}
