import { type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/lib/paths';

// Each account page is its own chunk, under the antd outlet.
export const authRoutes: RouteObject[] = [
  { path: paths.auth, lazy: async () => ({ Component: (await import('./pages/auth-page')).AuthPage }) },
  { path: paths.simpleLogin, lazy: async () => ({ Component: (await import('./pages/simple-login-page')).SimpleLoginPage }) },
  { path: paths.autoLogin, lazy: async () => ({ Component: (await import('./pages/auto-login-page')).AutoLoginPage }) },
  { path: paths.emailVerified, lazy: async () => ({ Component: (await import('./pages/email-verified-page')).EmailVerifiedPage }) },
  { path: paths.resetPassword, lazy: async () => ({ Component: (await import('./pages/reset-password-page')).ResetPasswordPage }) },
];
