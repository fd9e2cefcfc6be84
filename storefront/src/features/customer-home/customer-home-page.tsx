import './customer-home.css';
import { Container, LoadError, useAsync } from '@grocery/shared-ui';
import { ProductGridSkeleton } from '@grocery/shared-ui/commerce';
import { useSession } from '@grocery/shared-api';
import { WelcomeBanner } from './welcome-banner';
import { CustomerHomeView } from './customer-home-view';
import { loadHomeData } from './home-data';

/** /dashboard for customers: welcome banner, featured, categories, on sale and latest. */
export function CustomerHomePage() {
  const { user } = useSession();
  const home = useAsync((signal) => loadHomeData(signal), []);
  return (
    <Container className="sf-page">
      <WelcomeBanner firstName={user?.firstName} />
      {home.error ? (
        <LoadError error={home.error} fallback="Failed to fetch products" onRetry={home.reload} />
      ) : home.loading || !home.data ? (
        <ProductGridSkeleton count={8} />
      ) : (
        <CustomerHomeView data={home.data} onRefresh={home.reload} />
      )}
    </Container>
  );
}
