import type { ReactNode } from 'react';
import { RoleBadge, formatDate } from '@grocery/shared-ui';
import type { User } from '@grocery/shared-api';

const NOT_GIVEN = 'Not provided';

export function ProfileDetails({ user }: { user: User }) {
  const rows: [string, ReactNode][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Phone', user.phone || NOT_GIVEN],
    ['Address', user.address || NOT_GIVEN],
    ['Role', <RoleBadge key="role" role={user.role} />],
    ['Member since', formatDate(user.createdAt)],
  ];
  if (user.role === 'store_manager') {
    rows.push(
      ['Store', user.storeName || NOT_GIVEN],
      ['Store address', user.storeAddress || NOT_GIVEN],
    );
  }
  return (
    <dl className="shell-profile__details">
      {rows.map(([label, value]) => (
        <div key={label} className="shell-profile__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
