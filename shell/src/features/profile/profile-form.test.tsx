import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderAt, setAppState } from '../../test/render';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('profile', () => {
  beforeEach(() => setAppState({ role: 'customer' }));

  it('shows the email, the role badge and the member-since date', () => {
    renderAt(<ProfileDetails user={makeUser('store_manager', { phone: '+1 555 123 4567' })} />);
    expect(screen.getByText('store_manager@example.com')).toBeInTheDocument();
    expect(screen.getByText('Store Manager')).toHaveAttribute('data-variant', 'info');
    expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('+1 555 123 4567')).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Admin', 'danger'],
    ['customer', 'Customer', 'success'],
  ] as const)('colours the %s badge', (role, label, variant) => {
    renderAt(<ProfileDetails user={makeUser(role)} />);
    expect(screen.getByText(label)).toHaveAttribute('data-variant', variant);
  });

  it('edits name, phone and address with the shared rules', async () => {
    renderAt(<ProfileForm user={makeUser('customer')} onDone={jest.fn()} />);
    expect(input(/^Email/)).toBeDisabled();
    await userEvent.clear(input(/^Full name/));
    await userEvent.clear(input(/^Phone/));
    await userEvent.type(input(/^Phone/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid phone number')).toBeInTheDocument();
  });
});
