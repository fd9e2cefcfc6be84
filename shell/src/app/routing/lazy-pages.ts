import { createElement, lazy, type ComponentType } from 'react';

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

/**
 * A page in its own chunk, and the one load of that chunk. Once the chunk is in (a prefetch
 * below), the page renders the loaded component itself: through React.lazy it would still
 * suspend once, and React holds back the commit of a suspended page until 300 ms after the
 * last loading fallback was shown (a cold /login waited ~300 ms for that).
 */
function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const start = () =>
    (loading ??= load().then(
      (Page) => (loaded = Page),
      (error: unknown) => {
        // A later render or prefetch tries again instead of keeping the failure.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((Page) => ({ default: Page })));
  function ShellPage() {
    return createElement(loaded ?? Lazy);
  }
  return { Page: ShellPage, load: start };
}

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

export const LandingPage = pages.landing.Page;
export const LoginPage = pages.login.Page;
export const RegisterPage = pages.register.Page;
export const ForgotPasswordPage = pages.forgotPassword.Page;
export const ResetPasswordPage = pages.resetPassword.Page;
export const InitializePage = pages.initialize.Page;
export const StyleTestPage = pages.styleTest.Page;
export const ProfilePage = pages.profile.Page;

/** The pages a visitor without a session lands on from outside: their paths and code. */
const PUBLIC_PAGES: Record<string, () => Promise<unknown>> = {
  '/': pages.landing.load,
  '/login': pages.login.load,
  '/register': pages.register.load,
  '/forgot-password': pages.forgotPassword.load,
  '/reset-password': pages.resetPassword.load,
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
