import { type SeoMeta } from '@surimarkt/contracts';

export const SEO_MARKER = '<!--seo-->';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** JSON inside <script> must not be able to close the tag: '<' (and friends) become \u escapes. */
export function escapeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Generic pages read 'title | site name' (spec); a title that already ends in the site name stays as is. */
export function pageTitle(title: string, siteName: string): string {
  const trimmed = title.trim();
  if (!trimmed || trimmed === siteName) return siteName;
  return trimmed.endsWith(`| ${siteName}`) ? trimmed : `${trimmed} | ${siteName}`;
}

function absoluteUrl(url: string, publicUrl: string): string {
  if (!url) return '';
  try {
    return new URL(url, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
  } catch {
    return '';
  }
}

export interface SeoHeadOptions {
  siteName: string;
  publicUrl: string;
  ogType: 'website' | 'product';
}

/** The <head> tags of one page: description, Open Graph, Twitter card, canonical and JSON-LD. */
export function renderSeoHead(meta: SeoMeta, options: SeoHeadOptions): { title: string; tags: string } {
  const title = pageTitle(meta.title, options.siteName);
  const attr = (value: string) => escapeHtml(value);
  const canonical = absoluteUrl(meta.canonical || meta.ogUrl, options.publicUrl);
  const ogUrl = absoluteUrl(meta.ogUrl || meta.canonical, options.publicUrl);
  const ogImage = absoluteUrl(meta.ogImage, options.publicUrl);
  const ogTitle = meta.ogTitle || title;
  const ogDescription = meta.ogDescription || meta.description;
  const tags = [
    `<meta name="description" content="${attr(meta.description)}" />`,
    meta.keywords ? `<meta name="keywords" content="${attr(meta.keywords)}" />` : '',
    `<meta property="og:title" content="${attr(ogTitle)}" />`,
    `<meta property="og:description" content="${attr(ogDescription)}" />`,
    ogImage ? `<meta property="og:image" content="${attr(ogImage)}" />` : '',
    ogUrl ? `<meta property="og:url" content="${attr(ogUrl)}" />` : '',
    `<meta property="og:type" content="${options.ogType}" />`,
    `<meta property="og:site_name" content="${attr(options.siteName)}" />`,
    '<meta property="og:locale" content="nl_NL" />',
    `<meta name="twitter:card" content="${ogImage ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(ogTitle)}" />`,
    `<meta name="twitter:description" content="${attr(ogDescription)}" />`,
    ogImage ? `<meta name="twitter:image" content="${attr(ogImage)}" />` : '',
    canonical ? `<link rel="canonical" href="${attr(canonical)}" />` : '',
    meta.structuredData ? `<script type="application/ld+json">${escapeJsonForScript(meta.structuredData)}</script>` : '',
  ].filter(Boolean);
  return { title, tags: tags.join('\n    ') };
}

/** Replaces the template's <title> and puts the tags at the web team's marker (or before </head>). */
export function injectHead(template: string, title: string, tags: string): string {
  const withTitle = template.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
  if (withTitle.includes(SEO_MARKER)) return withTitle.replace(SEO_MARKER, () => tags);
  return withTitle.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}
