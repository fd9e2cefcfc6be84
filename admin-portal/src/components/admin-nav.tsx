import { SectionNav } from '@grocery/shared-ui';
import {
  ClipboardCheck,
  FolderTree,
  Inbox,
  LayoutDashboard,
  Package,
  Receipt,
  Rocket,
  Truck,
} from 'lucide-react';

const SECTIONS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/requests', label: 'Requests', icon: Inbox },
  { to: '/admin/orders', label: 'Orders', icon: Receipt },
  { to: '/admin/picking', label: 'Picking', icon: ClipboardCheck },
  { to: '/admin/delivery', label: 'Delivery', icon: Truck },
  { to: '/admin/portals', label: 'Portals', icon: Rocket },
];

// Set when the portal is built by `npm run release`: which release this page runs.
const RELEASE = process.env.PORTAL_RELEASE;

/** The admin's sections, above every admin screen. */
export function AdminNav() {
  return (
    <>
      <SectionNav label="Admin" sections={SECTIONS} />
      {RELEASE && <p className="ap-release">Admin portal {RELEASE}</p>}
    </>
  );
}
