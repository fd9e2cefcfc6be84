import { lazy, type ComponentType } from 'react';

// Each shell screen is its own chunk: a visitor downloads the landing page or the login form,
// not every form of the shell (nor react-hook-form before a form is shown).
const loaders = {
  landing: () => import('../../features/landing/landing-page').then((m) => m.LandingPage),
  login: () => import('../../features/auth/login/login-page').then((m) => m.LoginPage),
  register: () => import('../../features/auth/register/register-page').then((m) => m.RegisterPage),
  forgotPassword: () =>
    import('../../features/auth/forgot-password/forgot-password-page').then(
      (m) => m.ForgotPasswordPage,
    ),
  resetPassword: () =>
    import('../../features/auth/reset-password/reset-password-page').then(
      (m) => m.ResetPasswordPage,
    ),
  initialize: () =>
    import('../../features/initialize/initialize-page').then((m) => m.InitializePage),
  styleTest: () => import('../../features/style-test/style-test-page').then((m) => m.StyleTestPage),
  profile: () => import('../../features/profile/profile-page').then((m) => m.ProfilePage),
} satisfies Record<string, () => Promise<ComponentType>>;

const lazyPage = (load: () => Promise<ComponentType>) =>
  lazy(() => load().then((Page) => ({ default: Page })));

export const LandingPage = lazyPage(loaders.landing);
export const LoginPage = lazyPage(loaders.login);
export const RegisterPage = lazyPage(loaders.register);
export const ForgotPasswordPage = lazyPage(loaders.forgotPassword);
export const ResetPasswordPage = lazyPage(loaders.resetPassword);
export const InitializePage = lazyPage(loaders.initialize);
export const StyleTestPage = lazyPage(loaders.styleTest);
export const ProfilePage = lazyPage(loaders.profile);

/** The pages a visitor without a session lands on from outside: their paths and code. */
const PUBLIC_PAGES: Record<string, () => Promise<unknown>> = {
  '/': loaders.landing,
  '/login': loaders.login,
  '/register': loaders.register,
  '/forgot-password': loaders.forgotPassword,
  '/reset-password': loaders.resetPassword,
};

/**
 * Called before the app itself has loaded, for a visitor without a stored session: the public
 * page at `pathname` (and its form libraries) downloads while the shell starts, instead of
 * after the shell has rendered and checked the store's status. The route's later render
 * reuses the same chunk load; a failure here surfaces there.
 */
export function prefetchPublicPage(pathname: string): void {
  PUBLIC_PAGES[pathname]?.().catch(() => undefined);
}
