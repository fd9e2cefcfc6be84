import { screen } from '@testing-library/react';
import type { Role } from '@grocery/shared-api';
import { renderAt, setAppState, settle } from '../../test/render';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  afterEach(settle);

  it('offers a customer the request to become a store manager', async () => {
    setAppState({ role: 'customer' });
    renderAt(<ProfilePage />, '/profile');
    await settle();
    expect(screen.getByRole('link', { name: 'Become a store manager' })).toHaveAttribute(
      'href',
      '/requests',
    );
  });

  it.each<Role>(['store_manager', 'admin'])('offers it to no %s', async (role) => {
    setAppState({ role });
    renderAt(<ProfilePage />, '/profile');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Jamie Rivera' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a store manager' })).not.toBeInTheDocument();
  });
});
