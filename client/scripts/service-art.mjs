// The service illustrations' drawings (SVG), used by generate-service-images.mjs. Abstract on purpose, in the site's
// colours, each with the service's icon: the hero is a power curve; the three gallery images are three different
// scenes, so that a service page never shows the same picture three times.

/** Images per service: name, size, the smaller widths generated next to it (name-<width>.webp) and the scene. */
export const SERVICE_IMAGES = [
  { name: 'hero', width: 1600, height: 900, smaller: [800], scene: 'curve' },
  { name: 'gallery-1', width: 1200, height: 800, smaller: [600], scene: 'bench' },
  { name: 'gallery-2', width: 1200, height: 800, smaller: [600], scene: 'gauge' },
  { name: 'gallery-3', width: 1200, height: 800, smaller: [600], scene: 'bars' },
];

const ORANGE = '#ff6b35';
const SOFT_ORANGE = '#ffb38f';
const GREY = '#5b6470';

/** A deterministic rising torque-like curve across the image. */
function curve(width, height, lift, wobble) {
  const points = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const y =
      height *
      (0.85 -
        lift * Math.sin(Math.min(1, t * 1.25) * Math.PI * 0.5) * (1 - 0.25 * t * t) -
        0.03 * Math.sin(t * wobble));
    points.push(`${(t * width).toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(' ');
}

/** The icon's strokes, placed in a square of `size` at (x, y). */
function icon(inner, x, y, size, colour, opacity) {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 24 24" opacity="${opacity}"><g fill="none" stroke="${colour}" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round">${inner}</g></svg>`;
}

function grid(width, height) {
  const lines = [];
  for (let x = 0; x <= width; x += width / 16) lines.push(`<path d="M${x} 0V${height}"/>`);
  for (let y = 0; y <= height; y += height / 9) lines.push(`<path d="M0 ${y}H${width}"/>`);
  return `<g stroke="#2b323c" stroke-width="1">${lines.join('')}</g>`;
}

function background(width, height, glowX, glowColour) {
  return `<defs>
    <radialGradient id="glow" cx="${glowX}" cy="0.1" r="0.9">
      <stop offset="0" stop-color="${glowColour}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#0d0f12" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#161a20"/>
      <stop offset="1" stop-color="#0b0d10"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>`;
}

/** Hero: the power curve over the bench grid, the icon large on the right. */
function curveScene(inner, width, height) {
  return `${background(width, height, 0.8, ORANGE)}${grid(width, height)}
  <polyline points="${curve(width, height, 0.45, 6)}" fill="none" stroke="${GREY}" stroke-width="${height / 120}" stroke-dasharray="${height / 40} ${height / 60}"/>
  <polyline points="${curve(width, height, 0.6, 6)}" fill="none" stroke="${ORANGE}" stroke-width="${height / 90}"/>
  ${icon(inner, width * 0.58, height * 0.12, height * 0.62, ORANGE, 0.3)}`;
}

/** Bench sheet: power and torque before (dashed) and after, with the measuring points, the icon on the left. */
function benchScene(inner, width, height) {
  const dots = [8, 16, 24, 32]
    .map((i) => {
      const [x, y] = curve(width, height, 0.62, 7).split(' ')[i].split(',');
      return `<circle cx="${x}" cy="${y}" r="${height / 70}" fill="#0b0d10" stroke="${SOFT_ORANGE}" stroke-width="${height / 240}"/>`;
    })
    .join('');
  return `${background(width, height, 0.2, '#ff8a5c')}${grid(width, height)}
  <polyline points="${curve(width, height, 0.3, 9)}" fill="none" stroke="${GREY}" stroke-width="${height / 160}" stroke-dasharray="${height / 50} ${height / 70}"/>
  <polyline points="${curve(width, height, 0.42, 9)}" fill="none" stroke="${SOFT_ORANGE}" stroke-width="${height / 130}"/>
  <polyline points="${curve(width, height, 0.47, 7)}" fill="none" stroke="${GREY}" stroke-width="${height / 120}" stroke-dasharray="${height / 40} ${height / 60}"/>
  <polyline points="${curve(width, height, 0.62, 7)}" fill="none" stroke="${ORANGE}" stroke-width="${height / 90}"/>
  ${dots}
  ${icon(inner, width * 0.06, height * 0.08, height * 0.42, '#ff8a5c', 0.35)}`;
}

/** Rev counter: a dial with its graduations, the red zone and the needle, the icon at its centre. */
function gaugeScene(inner, width, height) {
  const cx = width / 2;
  const cy = height * 0.53;
  const r = height * 0.4;
  const at = (fraction, radius) => {
    const angle = Math.PI * (0.75 + 1.5 * fraction);
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius];
  };
  const ticks = [];
  for (let i = 0; i <= 40; i++) {
    const major = i % 5 === 0;
    const [x1, y1] = at(i / 40, r * (major ? 0.84 : 0.9));
    const [x2, y2] = at(i / 40, r * 0.97);
    const colour = i >= 32 ? '#e8392f' : major ? '#d7dbe0' : GREY;
    ticks.push(
      `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${colour}" stroke-width="${major ? height / 110 : height / 240}"/>`,
    );
  }
  const [sx, sy] = at(0, r);
  const [ex, ey] = at(0.8, r);
  const [rx, ry] = at(1, r);
  const [nx, ny] = at(0.68, r * 0.8);
  return `${background(width, height, 0.5, ORANGE)}
  <circle cx="${cx}" cy="${cy}" r="${r * 1.08}" fill="#0d0f12" stroke="#2b323c" stroke-width="${height / 100}"/>
  <path d="M${sx.toFixed(1)} ${sy.toFixed(1)} A${r} ${r} 0 1 1 ${ex.toFixed(1)} ${ey.toFixed(1)}" fill="none" stroke="${ORANGE}" stroke-opacity="0.25" stroke-width="${height / 30}"/>
  <path d="M${ex.toFixed(1)} ${ey.toFixed(1)} A${r} ${r} 0 0 1 ${rx.toFixed(1)} ${ry.toFixed(1)}" fill="none" stroke="#e8392f" stroke-opacity="0.5" stroke-width="${height / 30}"/>
  ${ticks.join('')}
  ${icon(inner, cx - height * 0.11, cy + height * 0.1, height * 0.22, SOFT_ORANGE, 0.55)}
  <path d="M${cx} ${cy}L${nx.toFixed(1)} ${ny.toFixed(1)}" stroke="${ORANGE}" stroke-width="${height / 70}" stroke-linecap="round"/>
  <circle cx="${cx}" cy="${cy}" r="${height / 28}" fill="#2b323c" stroke="${ORANGE}" stroke-width="${height / 160}"/>`;
}

/** Before and after: pairs of bars (grey before, orange after) on a baseline, the icon in a corner. */
function barsScene(inner, width, height) {
  const base = height * 0.86;
  const pairs = [
    [0.3, 0.42],
    [0.38, 0.55],
    [0.26, 0.36],
  ];
  const bar = width * 0.09;
  const bars = pairs
    .map(([before, after], i) => {
      const x = width * (0.34 + i * 0.21);
      return `<rect x="${x}" y="${base - before * height}" width="${bar}" height="${before * height}" rx="${bar / 8}" fill="${GREY}"/>
  <rect x="${x + bar * 1.15}" y="${base - after * height}" width="${bar}" height="${after * height}" rx="${bar / 8}" fill="${ORANGE}"/>
  <path d="M${x + bar * 0.5} ${base - before * height - height * 0.05} L${x + bar * 1.65} ${base - after * height - height * 0.05}" stroke="${SOFT_ORANGE}" stroke-width="${height / 200}" stroke-dasharray="${height / 80} ${height / 120}"/>`;
    })
    .join('');
  const rules = [0.2, 0.4, 0.6].map((f) => `<path d="M${width * 0.3} ${base - f * height}H${width * 0.96}"/>`).join('');
  return `${background(width, height, 0.9, '#ff8a5c')}
  <g stroke="#2b323c" stroke-width="${height / 400}">${rules}</g>
  ${bars}
  <path d="M${width * 0.3} ${base}H${width * 0.96}" stroke="#d7dbe0" stroke-width="${height / 200}"/>
  <rect x="${width * 0.04}" y="${height * 0.1}" width="${height * 0.44}" height="${height * 0.44}" rx="${height * 0.06}" fill="#161a20" stroke="#2b323c" stroke-width="${height / 200}"/>
  ${icon(inner, width * 0.04 + height * 0.05, height * 0.15, height * 0.34, ORANGE, 0.7)}`;
}

const SCENES = { curve: curveScene, bench: benchScene, gauge: gaugeScene, bars: barsScene };

/** The SVG of one illustration of a service: `iconSvg` is the service's icon file, `image` one of SERVICE_IMAGES. */
export function serviceArtwork(iconSvg, { width, height, scene }) {
  const inner = iconSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${SCENES[scene](inner, width, height)}
</svg>`;
}
