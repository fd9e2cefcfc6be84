import type { Browser } from 'playwright-core';
import { launchBrowser, openSession } from '../lib/browser';
import { callApi, createCustomer } from '../lib/store';
import { expectPath, field, loginThroughUi, submitLogin, toast } from '../lib/ui';

const NEW_PASSWORD = 'Fresher2pass';
const RESET_DONE = 'Password reset successfully! Please login with your new password.';

interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

/** The newest reset link mailed to `email`, read from the dev outbox (no SMTP_URL in e2e). */
async function resetLinkFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { body } = await callApi<{ messages: OutboxMessage[] }>(
      `/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const link = body.data.messages[0]?.body.match(
      /https?:\/\/\S+\/reset-password\?token=\S+/,
    )?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email} in the dev outbox`);
}

describe('password reset by e-mail link', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('mails a one-use link that sets a new password', async () => {
    const customer = await createCustomer('Riley');
    const { context, page } = await openSession(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    // The URL changes before the login form unmounts: fill the reset form, not the old one.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await field(page, 'Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const link = await resetLinkFor(customer.email);
    await page.goto(link);
    await expectPath(page, '/reset-password');
    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expectPath(page, '/login');
    await toast(page, RESET_DONE).waitFor();

    await submitLogin(page, customer.email, customer.password);
    await page
      .locator('form')
      .getByRole('alert')
      .filter({ hasText: 'Invalid email or password' })
      .waitFor();
    await loginThroughUi(page, customer.email, NEW_PASSWORD);
    await expectPath(page, '/dashboard');
    await context.close();

    // The same link does not work twice.
    const again = await openSession(browser);
    await again.page.goto(link);
    await field(again.page, 'New password').fill('Another3pass');
    await field(again.page, 'Confirm new password').fill('Another3pass');
    await again.page.getByRole('button', { name: 'Reset Password' }).click();
    await again.page
      .locator('form')
      .getByRole('alert')
      .filter({ hasText: 'Reset link is invalid or has expired' })
      .waitFor();
    await again.context.close();
  });
});
