// Generates the service illustrations (hero and gallery, WebP in two widths) from the service icons, so that the
// repository holds a few lines of SVG instead of binary images. Output: public/images/services/<slug>/ (git-ignored).
// The drawings are in service-art.mjs.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SERVICE_IMAGES, serviceArtwork } from './service-art.mjs';

const root = path.resolve(import.meta.dirname, '..');
const iconsDir = path.join(root, 'assets', 'service-icons');
const outRoot = path.join(root, 'public', 'images', 'services');
// The drawings change with this script or with service-art.mjs.
const scriptTime = Math.max(
  statSync(import.meta.filename).mtimeMs,
  statSync(path.join(import.meta.dirname, 'service-art.mjs')).mtimeMs,
);

let generated = 0;
for (const file of readdirSync(iconsDir).filter((f) => f.endsWith('.svg'))) {
  const slug = file.replace(/\.svg$/, '');
  const iconPath = path.join(iconsDir, file);
  const outDir = path.join(outRoot, slug);
  mkdirSync(outDir, { recursive: true });
  copyFileSync(iconPath, path.join(outDir, 'icon.svg'));
  const sourceTime = Math.max(scriptTime, statSync(iconPath).mtimeMs);
  const icon = readFileSync(iconPath, 'utf8');
  for (const image of SERVICE_IMAGES) {
    const target = path.join(outDir, `${image.name}.webp`);
    if (existsSync(target) && statSync(target).mtimeMs > sourceTime) continue;
    const svg = Buffer.from(serviceArtwork(icon, image));
    await sharp(svg).webp({ quality: 74, effort: 5 }).toFile(target);
    for (const width of image.smaller) {
      await sharp(svg)
        .resize({ width })
        .webp({ quality: 72, effort: 5 })
        .toFile(path.join(outDir, `${image.name}-${width}.webp`));
    }
    generated++;
  }
}
console.log(
  generated ? `illustrations des services : ${generated} image(s) générée(s)` : 'illustrations des services à jour',
);
