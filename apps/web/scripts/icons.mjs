// Draws the app's PNG icons from our own SVGs (apps/web/icons/): the installable app's 192 and 512 px icons, the
// maskable 512 px icon (its mark inside the safe circle of 80%) and the 180 px apple-touch-icon. The PNGs are
// committed under public/icons/; run again after changing an SVG: node apps/web/scripts/icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const at = (p) => fileURLToPath(new URL(p, import.meta.url));
const icon = readFileSync(at('../icons/icon.svg'));
const maskable = readFileSync(at('../icons/maskable.svg'));
const out = [
  [icon, 192, 'icon-192.png'],
  [icon, 512, 'icon-512.png'],
  [maskable, 512, 'maskable-512.png'],
  [maskable, 180, 'apple-touch-icon.png'],
];
for (const [svg, size, name] of out) {
  await sharp(svg, { density: 72 * (size / 512) * 4 }).resize(size, size).png({ compressionLevel: 9 }).toFile(at(`../public/icons/${name}`));
  console.log(`public/icons/${name} ${size}x${size}`);
}
