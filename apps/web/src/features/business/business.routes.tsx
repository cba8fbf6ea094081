import { type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/lib/paths';

// The business pages, each its own chunk under the antd outlet (accounts spec 2.13-2.15).
export const businessRoutes: RouteObject[] = [
  {
    path: paths.businessRegister,
    lazy: async () => ({ Component: (await import('./pages/business-register-page')).BusinessRegisterPage }),
  },
  {
    path: paths.businessDashboard,
    lazy: async () => ({ Component: (await import('./pages/business-dashboard-page')).BusinessDashboardPage }),
  },
  { path: paths.checkout, lazy: async () => ({ Component: (await import('./pages/checkout-page')).CheckoutPage }) },
  { path: paths.checkoutSuccess, lazy: async () => ({ Component: (await import('./pages/checkout-success-page')).CheckoutSuccessPage }) },
];
