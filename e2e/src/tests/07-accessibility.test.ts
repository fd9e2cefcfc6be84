import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession, type Session } from '../lib/browser';
import { a11yViolations, phoneOverflow, type CheckedPage } from '../lib/page-checks';
import { createCustomer, ensureInitialized } from '../lib/store';
import { expectPath, loginThroughUi } from '../lib/ui';

// /initialize is checked in 01-first-visit, the only time the store shows it.
const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).waitFor();
};

const publicPages: CheckedPage[] = [
  { path: '/', ready: async (page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/login', ready: button('Sign In') },
  { path: '/register', ready: button('Create Account') },
  { path: '/forgot-password', ready: button('Send Reset Link') },
  { path: '/reset-password?token=e2e-check', ready: button('Reset Password') },
  {
    path: '/style-test',
    ready: async (page) => page.getByText(/products in the catalogue$/).waitFor(),
  },
];
const profile: CheckedPage = { path: '/profile', ready: button('Edit Profile') };
const profileEditing: CheckedPage = {
  path: '/profile',
  ready: async (page) => {
    await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    await button('Save Changes')(page);
  },
};

describe('accessibility and phone layout of the account pages', () => {
  let browser: Browser;
  const sessions: Session[] = [];
  let desktop: Page;
  let phone: Page;

  beforeAll(async () => {
    await ensureInitialized();
    browser = await launchBrowser();
    for (const width of [1280, 360]) sessions.push(await openSession(browser, { width }));
    [desktop, phone] = sessions.map((s) => s.page) as [Page, Page];
  });
  afterAll(async () => {
    for (const session of sessions) await session.context.close();
    await browser?.close();
  });

  describe.each(publicPages.map((p) => [p.path, p] as const))(
    '%s (logged out)',
    (_path, target) => {
      it('has no serious or critical axe violation', async () => {
        expect(await a11yViolations(desktop, target)).toEqual([]);
      });
      it('does not scroll sideways at 360 px', async () => {
        expect(await phoneOverflow(phone, target)).toBeLessThanOrEqual(0);
      });
    },
  );

  it("styles /login from the shell's stylesheet: Sign In wears the brand colour", async () => {
    await desktop.goto('/login');
    const signIn = desktop.getByRole('button', { name: 'Sign In', exact: true });
    await signIn.waitFor();
    const styled = await signIn.evaluate((button) => {
      // The token as the browser resolves it, to compare with the button's rgb() background.
      const probe = document.createElement('span');
      probe.style.color = 'var(--gs-green-600)';
      document.body.append(probe);
      const brand = getComputedStyle(probe).color;
      probe.remove();
      return {
        background: getComputedStyle(button).backgroundColor,
        token: getComputedStyle(document.documentElement).getPropertyValue('--gs-green-600'),
        brand,
        sheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      };
    });
    expect(styled.sheets).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]{8}\.css$/));
    expect(styled.token.trim()).not.toBe('');
    expect(styled.background).toBe(styled.brand);
  });

  describe('/profile (logged in)', () => {
    beforeAll(async () => {
      const customer = await createCustomer('Avery');
      for (const page of [desktop, phone]) {
        await loginThroughUi(page, customer.email, customer.password);
        await expectPath(page, '/dashboard');
      }
    });
    it('has no serious or critical axe violation, shown or being edited', async () => {
      expect(await a11yViolations(desktop, profile)).toEqual([]);
      expect(await a11yViolations(desktop, profileEditing)).toEqual([]);
    });
    it('does not scroll sideways at 360 px, shown or being edited', async () => {
      expect(await phoneOverflow(phone, profile)).toBeLessThanOrEqual(0);
      expect(await phoneOverflow(phone, profileEditing)).toBeLessThanOrEqual(0);
    });
  });
});
