/**
 * Illustrations for the demo realisations, drawn as SVG and encoded by the media pipeline: a car in the job's
 * paint on a workshop-like background, with the bench curves behind it. Made at seed time, nothing downloaded.
 */
export function demoPictureSvg(paint: string, variant: number, width = 1600, height = 1000): string {
  const backgrounds = [
    ['#1b2027', '#0b0d10'],
    ['#20262e', '#101318'],
    ['#2a2f36', '#121417'],
    ['#181c22', '#08090b'],
  ];
  const [top, bottom] = backgrounds[variant % backgrounds.length]!;
  const flip = variant % 2 === 1 ? `translate(${width} 0) scale(-1 1)` : '';
  const scale = 1 + (variant % 3) * 0.08;
  const curve = Array.from({ length: 41 }, (_, i) => {
    const t = i / 40;
    const y = height * (0.62 - 0.35 * Math.sin(Math.min(1, t * 1.3) * Math.PI * 0.5) * (1 - 0.3 * t * t));
    return `${(t * width).toFixed(0)},${y.toFixed(0)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint}"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#bg)"/>
  <rect width="1600" height="1000" fill="url(#spot)"/>
  <polyline points="${curve}" fill="none" stroke="#ff6b35" stroke-opacity="0.35" stroke-width="8"/>
  <rect y="780" width="1600" height="220" fill="#0a0b0d"/>
  <g transform="${flip}">
    <g transform="translate(800 700) scale(${scale}) translate(-800 -700)">
      <ellipse cx="800" cy="790" rx="560" ry="34" fill="#000" opacity="0.6"/>
      <path d="M270 700 C280 610 330 585 430 570 L610 545 C680 470 760 430 880 430 L1040 432 C1130 436 1190 470 1250 540 L1330 560 C1390 572 1420 610 1420 680 L1420 720 C1420 745 1400 760 1370 760 L300 760 C280 760 268 740 270 700 Z" fill="url(#paint)"/>
      <path d="M640 548 C700 480 770 452 870 452 L1020 454 C1090 458 1140 490 1190 545 Z" fill="#0d1117" opacity="0.85"/>
      <path d="M905 455 L915 545" stroke="${paint}" stroke-width="14"/>
      <path d="M290 650 L1410 650" stroke="#ffffff" stroke-opacity="0.12" stroke-width="6"/>
      <circle cx="480" cy="760" r="98" fill="#111"/><circle cx="480" cy="760" r="62" fill="#8a9099"/><circle cx="480" cy="760" r="20" fill="#222"/>
      <circle cx="1200" cy="760" r="98" fill="#111"/><circle cx="1200" cy="760" r="62" fill="#8a9099"/><circle cx="1200" cy="760" r="20" fill="#222"/>
      <rect x="1370" y="640" width="44" height="22" rx="8" fill="#ffd9a8"/>
      <rect x="274" y="640" width="34" height="20" rx="8" fill="#ff3b3b"/>
    </g>
  </g>
</svg>`;
}
