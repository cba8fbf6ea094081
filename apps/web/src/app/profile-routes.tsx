import { type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/lib/paths';

const profilePage = async () => ({ Component: (await import('./profile-tabs')).ProfileRoute });

// /profile and /profiel, each with its sub-pages (/profiel/instellingen...); /…/recent-bekeken is its own route.
export const profileRoutes: RouteObject[] = [paths.profile, paths.profileDutch].flatMap((prefix) => [
  { path: prefix, lazy: profilePage },
  { path: `${prefix}/:tab`, lazy: profilePage },
]);
