// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SERVICE_IMAGES, serviceArtwork } from './service-art.mjs';

const iconsDir = path.join(import.meta.dirname, '..', 'assets', 'service-icons');
const icons = readdirSync(iconsDir).filter((f) => f.endsWith('.svg'));

/** Grey pixels of an illustration at a small common size. */
const pixels = (svg) => sharp(Buffer.from(svg)).resize(150, 100, { fit: 'fill' }).greyscale().raw().toBuffer();

/** Share of the pixels of two greyscale images that clearly differ (0 to 1); 3 % is 450 pixels here. */
function difference(a, b) {
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 40) differing++;
  return differing / a.length;
}

describe('the service illustrations', () => {
  it('has a hero and three gallery images, each its own scene', () => {
    expect(SERVICE_IMAGES.map((i) => i.name)).toEqual(['hero', 'gallery-1', 'gallery-2', 'gallery-3']);
    expect(new Set(SERVICE_IMAGES.map((i) => i.scene)).size).toBe(SERVICE_IMAGES.length);
  });

  it.each(icons)('draws the four images of %s visibly differently', async (file) => {
    const iconSvg = readFileSync(path.join(iconsDir, file), 'utf8');
    const images = await Promise.all(SERVICE_IMAGES.map((image) => pixels(serviceArtwork(iconSvg, image))));
    for (let i = 0; i < images.length; i++)
      for (let j = i + 1; j < images.length; j++)
        expect(
          difference(images[i], images[j]),
          `${SERVICE_IMAGES[i].name} / ${SERVICE_IMAGES[j].name}`,
        ).toBeGreaterThan(0.03);
  });
});
