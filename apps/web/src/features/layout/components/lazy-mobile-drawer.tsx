import { lazy } from 'react';

/** antd's Drawer loads on the first tap of the menu button, not with the page. */
export const LazyMobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
