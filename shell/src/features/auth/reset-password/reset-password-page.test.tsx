import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAppState } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('reset password page', () => {
  beforeEach(() => setAppState({}));

  it('explains a link without a token and offers a new one', () => {
    renderAt(<ResetPasswordPage />, '/reset-password');
    expect(
      screen.getByRole('heading', { name: 'Reset link is invalid or has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the new password and its confirmation', async () => {
    renderAt(<ResetPasswordPage />, '/reset-password?token=abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await userEvent.type(input(/^New password/), 'Secret123');
    await userEvent.type(input(/^Confirm new password/), 'Secret321');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });
});
