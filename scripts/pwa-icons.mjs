// Renders the installable app's PNG icons from favicon.svg (run once: `node scripts/pwa-icons.mjs`).
// The maskable icon keeps the leaf inside the central 80% safe zone on a full-bleed background.
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = path.join(publicDir, 'favicon.svg');
const BACKGROUND = '#e9f7ec';

async function plain(size) {
  await sharp(svg, { density: 1200 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toFile(path.join(publicDir, `pwa-${size}.png`));
}

async function maskable(size) {
  const inner = Math.round(size * 0.6);
  const leaf = await sharp(svg, { density: 1200 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: leaf, gravity: 'center' }])
    .png()
    .toFile(path.join(publicDir, `pwa-maskable-${size}.png`));
}

await plain(192);
await plain(512);
await maskable(512);
await sharp(svg, { density: 1200 })
  .resize(180, 180, { fit: 'contain', background: BACKGROUND })
  .flatten({ background: BACKGROUND })
  .png()
  .toFile(path.join(publicDir, 'apple-touch-icon.png'));
