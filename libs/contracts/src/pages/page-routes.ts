// Every page path the web app has, as React Router patterns. The gateway answers any other path with 404 (the
// web app still shows its Dutch not-found page) so that search engines do not index soft 404s; a web test checks
// that this list and the app's router agree.
export const PAGE_ROUTES = [
  '/',
  '/categorie/:slug',
  '/category/:slug',
  '/autos',
  '/uitgelicht',
  '/aanbevolen',
  '/nieuwste',
  '/bunkopu-seri',
  '/zoeken',
  '/ad/:id',
  '/profile/recent-bekeken',
  '/profiel/recent-bekeken',
  '/contact',
  '/veilig-handelen',
  '/privacy',
  '/algemene-voorwaarden',
  '/over-ons',
  '/verkoopfotos-maken',
  '/zakelijk',
  '/nieuws',
  '/cookies',
  '/auth',
  '/simple-login',
  '/auto-login',
  '/email-verified',
  '/reset-password',
  '/profile',
  '/profiel',
  '/profile/:tab',
  '/profiel/:tab',
  '/business/register',
  '/business-dashboard',
  '/checkout',
  '/checkout/success',
  '/admin',
  '/verkoper/:sellerId',
  '/unsubscribe',
] as const;

/** The sub-pages of /profile and /profiel (accounts spec 2.1 and 2.5). */
export const PROFILE_TABS = [
  'profiel',
  'mijn-advertenties',
  'favorieten',
  'biedingen',
  'berichten',
  'recent-bekeken',
  'concepten',
  'verificatie',
  'instellingen',
  'beoordelingen',
  'zoekopdrachten',
] as const;

const PARAM_PATTERNS: Record<string, string> = {
  ':slug': '[a-z0-9-]{1,80}',
  // Only the canonical spelling of an id: /ad/0299 or /ad/0x12b is not an ad's address.
  ':id': '[1-9][0-9]{0,9}',
  ':tab': PROFILE_TABS.join('|'),
  // A user's id as the accounts-service makes them (uuid), lower case only: one address per seller.
  ':sellerId': '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
};

const MATCHERS = PAGE_ROUTES.map(
  (route) =>
    new RegExp(
      `^${route
        .split('/')
        .map((part) => (PARAM_PATTERNS[part] ? `(?:${PARAM_PATTERNS[part]})` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}$`,
    ),
);

/** True when the web app has a page at this path (a trailing slash is ignored). */
export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MATCHERS.some((matcher) => matcher.test(path));
}
