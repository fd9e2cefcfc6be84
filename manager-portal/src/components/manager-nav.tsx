import { SectionNav } from '@grocery/shared-ui';
import { ClipboardCheck, FolderTree, LayoutDashboard, Package } from 'lucide-react';

const SECTIONS = [
  { to: '/manager/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/manager/products', label: 'Products', icon: Package },
  { to: '/manager/categories', label: 'Categories', icon: FolderTree },
  { to: '/manager/picking', label: 'Picking', icon: ClipboardCheck },
];

/** The store manager's sections, so each page is one click from the others. */
export function ManagerNav() {
  return <SectionNav label="Store manager" sections={SECTIONS} />;
}
