import { type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/lib/paths';

// The unsubscribe page of the alerts' link: its own chunk, with antd (under the antd outlet).
export const savedSearchesRoutes: RouteObject[] = [
  { path: paths.unsubscribe, lazy: async () => ({ Component: (await import('./pages/unsubscribe-page')).UnsubscribePage }) },
];
