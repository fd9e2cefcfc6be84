import { lazy } from 'react';

// Each shell screen is its own chunk: a visitor downloads the landing page or the login form,
// not every form of the shell (nor react-hook-form before a form is shown).
export const LandingPage = lazy(() =>
  import('../../features/landing/landing-page').then((m) => ({ default: m.LandingPage })),
);
export const LoginPage = lazy(() =>
  import('../../features/auth/login/login-page').then((m) => ({ default: m.LoginPage })),
);
export const RegisterPage = lazy(() =>
  import('../../features/auth/register/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../../features/auth/forgot-password/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('../../features/auth/reset-password/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const InitializePage = lazy(() =>
  import('../../features/initialize/initialize-page').then((m) => ({ default: m.InitializePage })),
);
export const StyleTestPage = lazy(() =>
  import('../../features/style-test/style-test-page').then((m) => ({ default: m.StyleTestPage })),
);
export const ProfilePage = lazy(() =>
  import('../../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
);
