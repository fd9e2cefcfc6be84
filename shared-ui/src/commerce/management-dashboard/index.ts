import { lazy } from 'react';

/** In a chunk of its own, like ProductManagement: only staff ever see it. */
export const ManagementDashboard = lazy(() =>
  import('./management-dashboard').then((m) => ({ default: m.ManagementDashboard })),
);
export { LOW_STOCK_QUERY, managementLinks } from './dashboard-links';
