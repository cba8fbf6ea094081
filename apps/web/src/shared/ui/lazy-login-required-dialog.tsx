import { lazy } from 'react';

/** antd's Modal only loads when a guest actually needs the dialog; cards on the home page stay light. */
export const LazyLoginRequiredDialog = lazy(() => import('./login-required-dialog').then((m) => ({ default: m.LoginRequiredDialog })));
