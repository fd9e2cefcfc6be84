import { SectionNav } from '@grocery/shared-ui';
import { FolderTree, Inbox, LayoutDashboard, Package, Receipt, Truck } from 'lucide-react';

const SECTIONS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/requests', label: 'Requests', icon: Inbox },
  { to: '/admin/orders', label: 'Orders', icon: Receipt },
  { to: '/admin/delivery', label: 'Delivery', icon: Truck },
];

/** The admin's sections, above every admin screen. */
export function AdminNav() {
  return <SectionNav label="Admin" sections={SECTIONS} />;
}
