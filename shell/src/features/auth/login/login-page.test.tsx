import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, resetApiConfig } from '@grocery/shared-api';
import { makeUser, renderAt, setAppState } from '../../../test/render';
import { LOGIN_SUCCESS, LoginPage } from './login-page';

function field(name: RegExp) {
  return screen.getByLabelText(name, { selector: 'input' });
}

describe('login form', () => {
  beforeEach(() => setAppState({}));
  afterEach(() => {
    resetApiConfig();
    jest.restoreAllMocks();
  });

  it('shows the required messages at the fields and the first one as a toast', async () => {
    renderAt(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // At the field, and (once the toast container has loaded) in a toast.
    await waitFor(() => expect(screen.getAllByText('Email is required')).toHaveLength(2));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    const toast = document.querySelector('.Toastify') as HTMLElement;
    expect(within(toast).getByText('Email is required')).toBeInTheDocument();
  });

  it('asks for a valid email and at least 6 password characters', async () => {
    renderAt(<LoginPage />, '/login');
    await userEvent.type(field(/^Email/), 'not-an-email');
    await userEvent.type(field(/^Password/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Please provide a valid email address')).not.toHaveLength(0);
    expect(screen.getAllByText('Password must be at least 6 characters')).not.toHaveLength(0);
  });

  it('shows the message carried over from registration', () => {
    const message = 'Registration successful! Please login to continue.';
    renderAt(<LoginPage />, { pathname: '/login', state: { message } });
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('fills in the email just registered, and drops the notice once Sign In is pressed', async () => {
    const message = 'Registration successful! Please login to continue.';
    renderAt(<LoginPage />, {
      pathname: '/login',
      state: { message, email: 'new.shopper@example.com' },
    });
    expect(field(/^Email/)).toHaveValue('new.shopper@example.com');
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findAllByText('Password is required')).length).toBeGreaterThan(0);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('puts the cursor in the email field, or in the password when the email is filled in', () => {
    const { unmount } = renderAt(<LoginPage />, '/login');
    expect(field(/^Email/)).toHaveFocus();
    unmount();
    renderAt(<LoginPage />, { pathname: '/login', state: { email: 'new.shopper@example.com' } });
    expect(field(/^Password/)).toHaveFocus();
  });

  it('takes the stale "Invalid email or password" toast away once a sign-in succeeds', async () => {
    const answers = [
      { status: 401, body: { success: false, message: 'Invalid email or password' } },
      {
        status: 200,
        body: {
          success: true,
          message: 'Login successful',
          data: { user: makeUser('customer'), token: 'token', refreshToken: 'refresh' },
        },
      },
    ];
    configureApi({ baseUrl: 'http://localhost/api' });
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      const { status, body } = answers.shift()!;
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderAt(<LoginPage />, '/login');
    const toasts = () => within(document.querySelector('.Toastify') as HTMLElement);
    await userEvent.type(field(/^Email/), 'jamie@example.com');
    await userEvent.type(field(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await toasts().findByText('Invalid email or password')).toBeInTheDocument();
    await userEvent.clear(field(/^Password/));
    await userEvent.type(field(/^Password/), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await toasts().findByText(LOGIN_SUCCESS)).toBeInTheDocument();
    // A dismissed toast plays its exit animation (none in jsdom), no longer an alert.
    await waitFor(() =>
      expect(
        toasts()
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([LOGIN_SUCCESS]),
    );
  });

  it('offers remember me, the password reset and sign-up links and the social buttons', () => {
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeInTheDocument();
  });
});
