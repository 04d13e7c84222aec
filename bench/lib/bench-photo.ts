import sharp from 'sharp';
import { createRandom } from './prng.ts';

const WIDTH = 3000;
const HEIGHT = 2000;

/**
 * A phone-camera-like JPEG for the upload gates: 6 megapixels of soft gradients under seeded sensor
 * noise, so it neither compresses to nothing nor exceeds the 3 MB upload cap (about 2.5 MB).
 */
export async function benchPhoto(seed = 7): Promise<Buffer> {
  const random = createRandom(seed);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      const leaf = 90 + 60 * Math.sin(x / 97) * Math.cos(y / 131);
      pixels[i] = clamp(40 + leaf * 0.4 + noise(random));
      pixels[i + 1] = clamp(leaf + noise(random));
      pixels[i + 2] = clamp(30 + (y / HEIGHT) * 80 + noise(random));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const NOISE = 48;
const noise = (random: () => number) => (random() - 0.5) * NOISE;
const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
