/**
 * Every page address of the app, declared once: `paths` are the patterns the router matches (app/router.tsx and
 * the features' route lists), `links` the addresses a page links or navigates to. A test checks that the router's
 * patterns are exactly the contract's PAGE_ROUTES, which the gateway serves.
 */
export const paths = {
  home: '/',
  category: '/categorie/:slug',
  categoryEnglish: '/category/:slug',
  autos: '/autos',
  featured: '/uitgelicht',
  recommended: '/aanbevolen',
  newest: '/nieuwste',
  bunkopu: '/bunkopu-seri',
  search: '/zoeken',
  ad: '/ad/:id',
  recentlyViewed: '/profile/recent-bekeken',
  recentlyViewedDutch: '/profiel/recent-bekeken',
  contact: '/contact',
  safeTrading: '/veilig-handelen',
  privacy: '/privacy',
  terms: '/algemene-voorwaarden',
  about: '/over-ons',
  photoTips: '/verkoopfotos-maken',
  business: '/zakelijk',
  news: '/nieuws',
  cookies: '/cookies',
  auth: '/auth',
  simpleLogin: '/simple-login',
  autoLogin: '/auto-login',
  emailVerified: '/email-verified',
  resetPassword: '/reset-password',
  profile: '/profile',
  profileDutch: '/profiel',
  businessRegister: '/business/register',
  businessDashboard: '/business-dashboard',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/success',
  admin: '/admin',
  seller: '/verkoper/:sellerId',
  unsubscribe: '/unsubscribe',
  notFound: '*',
} as const;

export const links = {
  ...paths,
  ad: (id: number | string) => `/ad/${id}`,
  category: (slug: string) => `/categorie/${encodeURIComponent(slug)}`,
  seller: (sellerId: string) => `/verkoper/${sellerId}`,
  search: (term: string) => `/zoeken?q=${encodeURIComponent(term)}`,
  /** The profile as the header links it (/profiel), and one of its tabs (/profiel/instellingen). */
  profile: paths.profileDutch,
  profileMobile: paths.profile,
  profileTab: (tab: string) => `${paths.profileDutch}/${tab}`,
  /** The checkout of the business's package (accounts spec 9: ?pakket=1), and its success page for one payment. */
  checkout: `${paths.checkout}?pakket=1`,
  checkoutSuccess: (paymentId: string | number) => `${paths.checkoutSuccess}?betaling=${paymentId}`,
} as const;
