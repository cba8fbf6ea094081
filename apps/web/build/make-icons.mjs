// Draws the installed app's icons (public/icons/*.png, committed) from public/favicon.svg:
//   node apps/web/build/make-icons.mjs
// Run it again after changing the favicon. 'maskable' icons are cut to a circle or squircle by Android, so that one is
// the same drawing on a full-bleed background with the letter inside the middle 80 %.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'));
const green = /fill="(#[0-9a-f]{6})"/i.exec(favicon.toString())?.[1] ?? '#0b7a3e';
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${green}"/>` +
    '<rect y="47" width="64" height="17" fill="#f5c518"/>' +
    '<text x="32" y="39" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="#fff"' +
    ' text-anchor="middle">S</text></svg>',
);

// A notification's badge (Android's status bar shows only its shape): the letter, white on transparent.
const badge = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><text x="32" y="50" font-family="Arial,Helvetica,sans-serif"' +
    ' font-size="56" font-weight="700" fill="#fff" text-anchor="middle">S</text></svg>',
);

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const [svg, size, name] of [
  [favicon, 192, 'icon-192.png'],
  [favicon, 512, 'icon-512.png'],
  [maskable, 512, 'icon-maskable-512.png'],
  [badge, 96, 'badge-96.png'],
]) {
  // Drawn at the target size (density), not scaled up from 64 px.
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', name));
}
