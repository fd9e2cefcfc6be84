import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAppState } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

describe('forgot password form', () => {
  beforeEach(() => setAppState({}));

  it('requires an email', async () => {
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('rejects an address that is not an email', async () => {
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    await userEvent.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'someone');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
  });
});
