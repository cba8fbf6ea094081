import { lazy } from 'react';

/** The modal, its editor and antd's form load only when a user opens it: the public pages stay light. */
export const LazyPostAdModal = lazy(() => import('./post-ad-modal').then((m) => ({ default: m.PostAdModal })));
