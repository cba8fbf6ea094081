import { type SeoMeta } from '@surimarkt/contracts';
import { escapeJsonForScript, injectHead, pageTitle, renderSeoHead } from './seo-head';

const meta: SeoMeta = {
  title: 'Fiets "Gazelle" <nieuw>',
  description: 'Een fiets & meer',
  keywords: 'fiets',
  ogTitle: '',
  ogDescription: '',
  ogImage: '/uploads/ads/a.webp',
  ogUrl: '',
  canonical: 'https://surimarkt.example/ad/1',
  structuredData: { '@type': 'Product', name: '</script><script>alert(1)</script>\u2028' },
};

describe('pageTitle', () => {
  it('appends the site name once', () => {
    expect(pageTitle('Fietsen', 'SuriMarkt')).toBe('Fietsen | SuriMarkt');
    expect(pageTitle('Fietsen | SuriMarkt', 'SuriMarkt')).toBe('Fietsen | SuriMarkt');
    expect(pageTitle('  ', 'SuriMarkt')).toBe('SuriMarkt');
  });
});

describe('escapeJsonForScript', () => {
  it('leaves no way to close the script tag, and still parses to the same value', () => {
    const text = escapeJsonForScript(meta.structuredData);
    expect(text).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(text)).toEqual(meta.structuredData);
  });
});

describe('renderSeoHead', () => {
  it('escapes attributes, makes the image absolute and falls back to title and description', () => {
    const { title, tags } = renderSeoHead(meta, { siteName: 'SuriMarkt', publicUrl: 'https://surimarkt.example', ogType: 'product' });
    expect(title).toBe('Fiets "Gazelle" <nieuw> | SuriMarkt');
    expect(tags).toContain('<meta property="og:title" content="Fiets &quot;Gazelle&quot; &lt;nieuw&gt; | SuriMarkt" />');
    expect(tags).toContain('<meta name="description" content="Een fiets &amp; meer" />');
    expect(tags).toContain('<meta property="og:image" content="https://surimarkt.example/uploads/ads/a.webp" />');
    expect(tags).toContain('<meta property="og:url" content="https://surimarkt.example/ad/1" />');
    expect(tags).not.toContain('<nieuw>');
  });
});

describe('injectHead', () => {
  it('replaces the title and the marker, and falls back to </head> without a marker', () => {
    expect(injectHead('<head><title>SuriMarkt</title><!--seo--></head>', 'A & B', '<meta x />')).toBe(
      '<head><title>A &amp; B</title><meta x /></head>',
    );
    expect(injectHead('<head><title>SuriMarkt</title></head>', 'A', '<meta x />')).toContain('<meta x />\n  </head>');
  });

  it('does not treat $ patterns in the tags as replacement patterns', () => {
    expect(injectHead('<head><title>x</title><!--seo--></head>', "$& $'", '<meta content="$&" />')).toContain('<meta content="$&" />');
  });
});
