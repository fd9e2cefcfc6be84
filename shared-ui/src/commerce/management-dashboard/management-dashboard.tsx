import './management-dashboard.css';
import { Link } from 'react-router-dom';
import { FolderTree, Package, PackagePlus, TriangleAlert } from 'lucide-react';
import { useSession } from '@grocery/shared-api';
import { ButtonLink } from '../../components/button';
import { Card, CardBody, CardHeader } from '../../components/card';
import { Container } from '../../components/layout';
import { managementLinks } from './dashboard-links';
import { ProductPanel } from './product-panel';
import { StatCard } from './stat-card';
import { useDashboardData, type Loadable } from './use-dashboard-data';

const totalOf = (data: Loadable<{ total: number }>): Loadable<number> =>
  data.status === 'ready' ? { status: 'ready', value: data.value.total } : data;

/**
 * Spec section 2, Management dashboard: Total Products, Categories and Low Stock Items from the
 * server's totals, the 6 newest products, 3 low-stock alerts and quick actions for the role.
 */
export function ManagementDashboard() {
  const { user } = useSession();
  const links = managementLinks(user?.role);
  const { recent, categories, lowStock } = useDashboardData();
  const firstName = user?.firstName || user?.name?.split(' ')[0];
  return (
    <Container className="gs-md">
      <header>
        <h1 className="gs-md__title">Store Dashboard</h1>
        <p className="gs-md__subtitle">
          {firstName ? `Welcome back, ${firstName}! ` : ''}Here is how your catalogue stands.
        </p>
      </header>
      <ul className="gs-md__stats" aria-label="Store figures">
        <StatCard
          label="Total Products"
          figure={totalOf(recent)}
          icon={<Package size={22} />}
          to={links.products}
        />
        <StatCard
          label="Categories"
          figure={categories}
          icon={<FolderTree size={22} />}
          to={links.categories}
        />
        <StatCard
          label="Low Stock Items"
          figure={totalOf(lowStock)}
          icon={<TriangleAlert size={22} />}
          tone="warning"
          to={links.lowStock}
        />
      </ul>
      <div className="gs-md__panels">
        <ProductPanel
          title="Recent Products"
          data={recent}
          to={links.products}
          empty="No products found"
        />
        <ProductPanel
          title="Low Stock Alert"
          data={lowStock}
          to={links.lowStock}
          empty="All products are well stocked"
        />
        <Card as="section" className="gs-md-panel" aria-label="Quick Actions">
          <CardHeader title="Quick Actions" titleAs="h2" />
          <CardBody className="gs-md__actions">
            <ButtonLink as={Link} to={links.products} icon={<PackagePlus size={18} />} fullWidth>
              Manage Products
            </ButtonLink>
            <ButtonLink
              as={Link}
              to={links.categories}
              variant="outline"
              icon={<FolderTree size={18} />}
              fullWidth
            >
              Manage Categories
            </ButtonLink>
          </CardBody>
        </Card>
      </div>
    </Container>
  );
}
