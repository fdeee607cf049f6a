// Generates the service illustrations (hero and gallery, WebP in two widths) from the service icons, so that the
// repository holds a few lines of SVG instead of binary images. Output: public/images/services/<slug>/ (git-ignored).
// The art is abstract on purpose: a power-curve chart and the service's icon, in the site's colours.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const iconsDir = path.join(root, 'assets', 'service-icons');
const outRoot = path.join(root, 'public', 'images', 'services');
const scriptTime = statSync(import.meta.filename).mtimeMs;

/** Images per service: name, size, and the smaller widths generated next to it (name-<width>.webp). */
const IMAGES = [
  { name: 'hero', width: 1600, height: 900, smaller: [800], variant: 0 },
  { name: 'gallery-1', width: 1200, height: 800, smaller: [600], variant: 1 },
  { name: 'gallery-2', width: 1200, height: 800, smaller: [600], variant: 2 },
  { name: 'gallery-3', width: 1200, height: 800, smaller: [600], variant: 3 },
];

/** A deterministic curve: rising torque-like shape, different for each variant. */
function curve(width, height, variant, lift) {
  const points = [];
  for (let i = 0; i <= 40; i++) {
    const x = (i / 40) * width;
    const t = i / 40;
    const y =
      height *
      (0.85 -
        lift * Math.sin(Math.min(1, t * 1.25) * Math.PI * 0.5) * (1 - 0.25 * t * t) -
        0.03 * Math.sin(t * (6 + variant)));
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(' ');
}

function artwork(iconSvg, { width, height, variant }) {
  const inner = iconSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const grid = [];
  for (let x = 0; x <= width; x += width / 16) grid.push(`<path d="M${x} 0V${height}"/>`);
  for (let y = 0; y <= height; y += height / 9) grid.push(`<path d="M0 ${y}H${width}"/>`);
  const iconSize = height * 0.62;
  const iconX = width * (variant % 2 ? 0.08 : 0.58);
  const hue = ['#ff6b35', '#ff8a5c', '#ffb38f', '#ff6b35'][variant];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow" cx="${variant % 2 ? 0.2 : 0.8}" cy="0.1" r="0.9">
      <stop offset="0" stop-color="${hue}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#0d0f12" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#161a20"/>
      <stop offset="1" stop-color="#0b0d10"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <g stroke="#2b323c" stroke-width="1">${grid.join('')}</g>
  <polyline points="${curve(width, height, variant, 0.45)}" fill="none" stroke="#5b6470" stroke-width="${height / 120}" stroke-dasharray="${height / 40} ${height / 60}"/>
  <polyline points="${curve(width, height, variant, 0.6)}" fill="none" stroke="${hue}" stroke-width="${height / 90}"/>
  <svg x="${iconX}" y="${height * 0.12}" width="${iconSize}" height="${iconSize}" viewBox="0 0 24 24" opacity="0.3"><g fill="none" stroke="${hue}" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round">${inner}</g></svg>
</svg>`;
}

let generated = 0;
for (const file of readdirSync(iconsDir).filter((f) => f.endsWith('.svg'))) {
  const slug = file.replace(/\.svg$/, '');
  const iconPath = path.join(iconsDir, file);
  const outDir = path.join(outRoot, slug);
  mkdirSync(outDir, { recursive: true });
  copyFileSync(iconPath, path.join(outDir, 'icon.svg'));
  const sourceTime = Math.max(scriptTime, statSync(iconPath).mtimeMs);
  const icon = readFileSync(iconPath, 'utf8');
  for (const image of IMAGES) {
    const target = path.join(outDir, `${image.name}.webp`);
    if (existsSync(target) && statSync(target).mtimeMs > sourceTime) continue;
    const svg = Buffer.from(artwork(icon, image));
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
