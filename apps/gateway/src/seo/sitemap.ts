import { type SitemapEntry } from '@surimarkt/contracts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}

/** The sitemap protocol wants absolute locations; the homepage is always listed first. */
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const base = publicUrl.replace(/\/+$/, '');
  const paths = entries.some((e) => e.path === '/') ? entries : [{ path: '/', updatedAt: '' }, ...entries];
  const urls = paths.map((entry) => {
    const loc = `${base}${entry.path.startsWith('/') ? '' : '/'}${entry.path}`;
    const lastmod =
      entry.updatedAt && !Number.isNaN(Date.parse(entry.updatedAt)) ? `<lastmod>${new Date(entry.updatedAt).toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
  });
  const urlset = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${urlset}\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
