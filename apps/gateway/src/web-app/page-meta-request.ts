import { type SeoMetaRequest } from '../seo/seo-meta.service';

/** Which meta a web-app path wants (the web app's routes: /, /ad/:id, /categorie/:slug, /zoeken?q=). */
export function pageMetaRequest(pathname: string, query: Record<string, unknown>): SeoMetaRequest | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { type: 'homepage' };
  const ad = /^\/ad\/([1-9]\d{0,9})$/.exec(path);
  if (ad) return { type: 'ad', key: ad[1] };
  const category = /^\/(?:categorie|category)\/([a-z0-9-]{1,80})$/.exec(path);
  if (category) return { type: 'category', key: category[1] };
  if (path === '/zoeken') {
    const q = typeof query.q === 'string' ? query.q.slice(0, 200) : undefined;
    return { type: 'search', q: q || undefined };
  }
  return null;
}
