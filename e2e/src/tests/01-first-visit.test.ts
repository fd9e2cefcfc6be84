import type { Browser } from 'playwright-core';
import { launchBrowser, openSession, type Session } from '../lib/browser';
import { horizontalOverflow, seriousA11yViolations } from '../lib/checks';
import { ADMIN, PASSWORD, uniqueEmail } from '../lib/store';
import { expectPath, field, loginThroughUi, logoutThroughUi, toast } from '../lib/ui';

// Runs first (file-name order) against a store nobody has initialised yet.
describe('first visit to a new store', () => {
  let browser: Browser;
  let session: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await openSession(browser);
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('sends every path to /initialize while no admin exists, and the page is accessible at 360 px', async () => {
    const { page } = session;
    await page.goto('/products');
    await expectPath(page, '/initialize');
    await page.getByRole('heading', { name: 'Set up your store' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const { context, page: phone } = await openSession(browser, { width: 360 });
    await phone.goto('/initialize');
    await phone.getByRole('button', { name: 'Initialize System' }).waitFor();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('creates the first admin, who lands on the dashboard signed in, then logs out', async () => {
    const { page } = session;
    await field(page, 'Name').fill(ADMIN.name);
    await field(page, 'Email').fill(ADMIN.email);
    await field(page, 'Password').fill(ADMIN.password);
    await field(page, 'Confirm password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Initialize System' }).click();

    await toast(page, 'System initialized successfully! Welcome, Admin!').waitFor();
    await expectPath(page, '/dashboard');
    await page.getByRole('link', { name: 'Ada' }).first().waitFor();

    await logoutThroughUi(page);
    await toast(page, 'Logged out successfully!').waitFor();
    await page.goto('/initialize');
    await expectPath(page, '/login');
  });

  it('registers a customer who logs in, edits the profile and logs out', async () => {
    const { page } = session;
    const email = uniqueEmail('robin');
    await page.goto('/register');
    await field(page, 'Account type').selectOption('customer');
    await field(page, 'First name').fill('Robin');
    await field(page, 'Last name').fill('Green');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectPath(page, '/login');
    await page.getByText('Registration successful! Please login to continue.').first().waitFor();

    await loginThroughUi(page, email, PASSWORD);
    await toast(page, 'Login successful! Welcome back!').waitFor();
    await expectPath(page, '/dashboard');

    await page.getByRole('link', { name: 'Robin' }).first().click();
    await expectPath(page, '/profile');
    await page.getByRole('heading', { name: 'Robin Green', level: 1 }).waitFor();
    await page.getByText(email).first().waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'Full name').fill('Robin Greenwood');
    await field(page, 'Phone').fill('+1 555 010 2030');
    await field(page, 'Address').fill('12 Orchard Lane, Springfield');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await toast(page, 'Profile updated successfully!').waitFor();
    await page.getByRole('heading', { name: 'Robin Greenwood', level: 1 }).waitFor();
    await page.getByText('12 Orchard Lane, Springfield').waitFor();
    await page.getByText('+1 555 010 2030').waitFor();

    // The change is on the server, not only in this tab's memory.
    await page.reload();
    await page.getByText('12 Orchard Lane, Springfield').waitFor();

    await logoutThroughUi(page);
    await page.goto('/profile');
    await expectPath(page, '/login');
  });
});
