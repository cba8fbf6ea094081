// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const web = path.resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(web, 'public/manifest.webmanifest'), 'utf8'));

/** A PNG's width and height, from its IHDR chunk (bytes 16-23). */
function pngSize(file: string): string {
  const png = readFileSync(path.join(web, 'public', file));
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

// What a phone's browser needs to offer 'Toevoegen aan startscherm' (issue 32): a name, a short one for under the
// icon, 192 and 512 px icons that are really that size, the theme colour of the page, and a start within the scope.
it('makes the app installable, in Dutch, with icons of the sizes it names', () => {
  expect(manifest).toMatchObject({ name: 'SuriMarkt', lang: 'nl', start_url: '/', scope: '/', display: 'standalone' });
  // Android cuts a home-screen label at about 12 characters.
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const themeColour = /<meta name="theme-color" content="([^"]+)"/.exec(readFileSync(path.join(web, 'index.html'), 'utf8'))?.[1];
  expect(manifest.theme_color).toBe(themeColour);

  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
  for (const size of ['192x192', '512x512']) {
    expect(icons.some((icon) => icon.sizes === size && icon.purpose.split(' ').includes('any'))).toBe(true);
  }
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    expect(pngSize(icon.src)).toBe(icon.sizes);
  }
});
