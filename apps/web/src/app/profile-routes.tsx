import { type RouteObject } from 'react-router-dom';

const profilePage = async () => ({ Component: (await import('./profile-tabs')).ProfileRoute });

// /profile and /profiel, each with its sub-pages (/profiel/instellingen...); /…/recent-bekeken is its own route.
export const profileRoutes: RouteObject[] = ['/profile', '/profiel'].flatMap((prefix) => [
  { path: prefix, lazy: profilePage },
  { path: `${prefix}/:tab`, lazy: profilePage },
]);
