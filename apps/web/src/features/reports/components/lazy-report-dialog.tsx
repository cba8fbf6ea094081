import { lazy } from 'react';

/** antd's Modal and form load only when someone actually reports: the ad page stays light. */
export const LazyReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));
