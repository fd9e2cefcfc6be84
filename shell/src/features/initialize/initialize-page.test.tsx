import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAppState } from '../../test/render';
import { InitializePage } from './initialize-page';

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Initialize System' }));

describe('system initialization form', () => {
  beforeEach(() => {
    setAppState({ initialized: false });
    renderAt(<InitializePage />, '/initialize');
  });

  it('asks for a name, an email, a password and its confirmation', async () => {
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    const toasts = document.querySelector('.Toastify') as HTMLElement;
    expect(
      await within(toasts).findByText('Please fix the validation errors before submitting'),
    ).toBeInTheDocument();
  });

  it('applies the registration rules to the password', async () => {
    await userEvent.type(input(/^Name/), 'Alex Admin');
    await userEvent.type(input(/^Email/), 'alex@example.com');
    await userEvent.type(input(/^Password/), 'Secret123');
    await userEvent.type(input(/^Confirm password/), 'Secret12');
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await userEvent.clear(input(/^Password/));
    await userEvent.type(input(/^Password/), 'secret');
    await submit();
    expect(
      await screen.findByText(
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ),
    ).toBeInTheDocument();
  });
});
