import type { ComponentType } from 'react';
import type { RemotePage } from '@grocery/shared-api';
import { lazyRemotePage as lazyPage } from '@grocery/shared-ui';

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

// The same loader as the remotes' pages: once a page's chunk is in, it renders without
// suspending (and without React's 300 ms hold on revealing suspended content).
const pages = {
  landing: lazyPage(loaders.landing),
  login: lazyPage(loaders.login),
  register: lazyPage(loaders.register),
  forgotPassword: lazyPage(loaders.forgotPassword),
  resetPassword: lazyPage(loaders.resetPassword),
  initialize: lazyPage(loaders.initialize),
  styleTest: lazyPage(loaders.styleTest),
  profile: lazyPage(loaders.profile),
};

export const LandingPage = pages.landing;
export const LoginPage = pages.login;
export const RegisterPage = pages.register;
export const ForgotPasswordPage = pages.forgotPassword;
export const ResetPasswordPage = pages.resetPassword;
export const InitializePage = pages.initialize;
export const StyleTestPage = pages.styleTest;
export const ProfilePage = pages.profile;

/** The pages a visitor without a session lands on from outside: their paths and code. */
const PUBLIC_PAGES: Record<string, RemotePage> = {
  '/': pages.landing,
  '/login': pages.login,
  '/register': pages.register,
  '/forgot-password': pages.forgotPassword,
  '/reset-password': pages.resetPassword,
};

/**
 * Called before the app itself has loaded, for a visitor without a stored session: the public
 * page at `pathname` (and its form libraries) downloads while the shell starts, instead of
 * after the shell has rendered and checked the store's status. The route's later render
 * reuses the same chunk load; a failure here surfaces there.
 */
export function prefetchPublicPage(pathname: string): void {
  PUBLIC_PAGES[pathname]?.preload?.().catch(() => undefined);
}
