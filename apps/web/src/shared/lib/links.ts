/** Addresses features link to. The route table itself is declared once in app/paths.ts. */
export const links = {
  home: '/',
  ad: (id: number | string) => `/ad/${id}`,
  category: (slug: string) => `/categorie/${encodeURIComponent(slug)}`,
  search: (term: string) => `/zoeken?q=${encodeURIComponent(term)}`,
  featured: '/uitgelicht',
  recommended: '/aanbevolen',
  newest: '/nieuwste',
  bunkopu: '/bunkopu-seri',
  autos: '/autos',
  auth: '/auth',
  profile: '/profiel',
  profileMobile: '/profile',
  businessRegister: '/business/register',
} as const;
