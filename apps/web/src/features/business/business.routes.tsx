import { type RouteObject } from 'react-router-dom';

// The business pages, each its own chunk under the antd outlet (accounts spec 2.13-2.15).
export const businessRoutes: RouteObject[] = [
  { path: '/business/register', lazy: async () => ({ Component: (await import('./pages/business-register-page')).BusinessRegisterPage }) },
  {
    path: '/business-dashboard',
    lazy: async () => ({ Component: (await import('./pages/business-dashboard-page')).BusinessDashboardPage }),
  },
  { path: '/checkout', lazy: async () => ({ Component: (await import('./pages/checkout-page')).CheckoutPage }) },
  { path: '/checkout/success', lazy: async () => ({ Component: (await import('./pages/checkout-success-page')).CheckoutSuccessPage }) },
];
