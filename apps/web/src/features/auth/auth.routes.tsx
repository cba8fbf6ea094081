import { type RouteObject } from 'react-router-dom';

// Each account page is its own chunk, under the antd outlet.
export const authRoutes: RouteObject[] = [
  { path: '/auth', lazy: async () => ({ Component: (await import('./pages/auth-page')).AuthPage }) },
  { path: '/simple-login', lazy: async () => ({ Component: (await import('./pages/simple-login-page')).SimpleLoginPage }) },
  { path: '/auto-login', lazy: async () => ({ Component: (await import('./pages/auto-login-page')).AutoLoginPage }) },
  { path: '/email-verified', lazy: async () => ({ Component: (await import('./pages/email-verified-page')).EmailVerifiedPage }) },
  { path: '/reset-password', lazy: async () => ({ Component: (await import('./pages/reset-password-page')).ResetPasswordPage }) },
];
