import type { Role } from '@grocery/shared-api';

/** Where each role lands after login (spec section 2). */
export function homeForRole(role: Role): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'store_manager') return '/manager/dashboard';
  return '/dashboard';
}
