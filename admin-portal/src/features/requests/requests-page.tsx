import { ComingSoon } from '../../components/coming-soon';

export default function AdminRequestsPage() {
  return (
    <ComingSoon
      title="Requests"
      message="Reviewing store manager and category requests arrives in an upcoming release."
    />
  );
}
