import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, resetApiConfig } from '@grocery/shared-api';
import { renderAt, setAppState } from '../../../test/render';
import { RegisterPage } from './register-page';

const input = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('register form', () => {
  beforeEach(() => {
    setAppState({});
    renderAt(<RegisterPage />, '/register');
  });

  it('shows every required message and the fix-errors toast on an empty submit', async () => {
    await submit();
    for (const message of [
      'Please select an account type',
      'First name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const toasts = document.querySelector('.Toastify') as HTMLElement;
    expect(
      await within(toasts).findByText('Please fix the validation errors before submitting'),
    ).toBeInTheDocument();
  });

  it('marks the email field when the address already has an account', async () => {
    const taken = 'An account with this email already exists';
    configureApi({ baseUrl: 'http://localhost/api' });
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          message: taken,
          errors: [{ field: 'email', message: taken }],
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    );
    try {
      await userEvent.selectOptions(input(/^Account type/), 'customer');
      await userEvent.type(input(/^First name/), 'Jamie');
      await userEvent.type(input(/^Email/), 'jamie@example.com');
      await userEvent.type(input(/^Password/), 'Secret123');
      await userEvent.type(input(/^Confirm password/), 'Secret123');
      await submit();
      await screen.findAllByText(taken);
      expect(input(/^Email/)).toHaveAttribute('aria-invalid', 'true');
      expect(input(/^Email/)).toHaveAccessibleDescription(taken);
      expect(input(/^Email/)).toHaveFocus();
    } finally {
      resetApiConfig();
      jest.restoreAllMocks();
    }
  });

  it('says when the passwords do not match', async () => {
    await userEvent.selectOptions(input(/^Account type/), 'customer');
    await userEvent.type(input(/^First name/), 'Jamie');
    await userEvent.type(input(/^Email/), 'jamie@example.com');
    await userEvent.type(input(/^Password/), 'Secret123');
    await userEvent.type(input(/^Confirm password/), 'Secret124');
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('asks for a store name and address only from a store manager, with the approval notice', async () => {
    expect(screen.queryByLabelText(/^Store Name/)).not.toBeInTheDocument();
    await userEvent.selectOptions(input(/^Account type/), 'customer');
    expect(screen.queryByLabelText(/^Store Address/)).not.toBeInTheDocument();

    await userEvent.selectOptions(input(/^Account type/), 'store_manager');
    expect(input(/^Store Name/)).toBeInTheDocument();
    expect(input(/^Store Address/)).toBeInTheDocument();
    expect(screen.getByText(/must be approved by an administrator/)).toBeInTheDocument();

    await submit();
    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(screen.getByText('Store address is required')).toBeInTheDocument();

    await userEvent.type(input(/^Store Name/), 'G');
    await userEvent.type(input(/^Store Address/), 'Short');
    await submit();
    expect(
      await screen.findByText('Store name must be between 2 and 100 characters'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Store address must be between 10 and 500 characters'),
    ).toBeInTheDocument();
  });

  it('checks the optional phone and the password strength', async () => {
    await userEvent.type(input(/^Phone/), '0123');
    await userEvent.type(input(/^Password/), 'password');
    await submit();
    expect(await screen.findByText('Please provide a valid phone number')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ),
    ).toBeInTheDocument();
  });
});
