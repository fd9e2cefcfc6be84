import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@grocery/shared-api';
import { renderAt, setAppState, settle } from '../../test/render';
import { SiteHeader } from './site-header';

async function showHeader(role: Role) {
  setAppState({ role });
  renderAt(<SiteHeader />, '/products');
  await settle();
}

describe('SiteHeader: the way to become a store manager', () => {
  afterEach(settle);

  it('links a customer to /requests from the header and from the phone menu', async () => {
    await showHeader('customer');
    const actions = screen.getByRole('navigation', { name: 'Account and cart' });
    expect(within(actions).getByRole('link', { name: 'Become a store manager' })).toHaveAttribute(
      'href',
      '/requests',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Become a store manager' })).toHaveAttribute(
      'href',
      '/requests',
    );
  });

  it.each<Role>(['store_manager', 'admin'])('offers it to no %s', async (role) => {
    await showHeader(role);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('link', { name: 'Become a store manager' })).not.toBeInTheDocument();
  });
});
