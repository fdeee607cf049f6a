import { DEMO_VEHICLE_KIND_NAMES, type DemoVehicleKind } from './demo-vehicle-kind.js';

/**
 * Illustrations for the demo realisations, drawn as SVG and encoded by the media pipeline: the job's kind of
 * vehicle (saloon, hatchback, SUV, sports car, pick-up, van, truck, motorcycle, boat) in the job's paint, seen from the side, in
 * the workshop (a boat on the water), with the bench curves behind it. Made at seed time, nothing downloaded.
 *
 * Every drawing faces right, stands on the ground line y = 860 of a 1600 × 1000 stage and spans about
 * x = 180…1430; the scene flips and frames it by variant. Another aspect ratio shows more above and below the stage:
 * the pictures are 4:3, the size of the gallery's thumbnails, so that the thumbnail crop cuts nothing off.
 */

/** The number of distinct scenes; a job's pictures use variants 0, 1, 2… */
export const DEMO_PICTURE_VARIANTS = 4;

const GROUND = 860;
const GLASS = '#0d1117';
const DARK = '#15181d';
const METAL = '#8a9099';

interface Scene {
  background: [string, string];
  flip: boolean;
  /** Zoom around the vehicle's centre (1 = whole vehicle with margins). */
  zoom: number;
  /** Horizontal shift of the zoomed view, in canvas units. */
  shift: number;
  spot: [number, number];
}

const SCENES: Scene[] = [
  { background: ['#1b2027', '#0b0d10'], flip: false, zoom: 1, shift: 0, spot: [0.5, 0.3] },
  { background: ['#22272f', '#0f1216'], flip: true, zoom: 1.04, shift: 0, spot: [0.35, 0.25] },
  { background: ['#1a1f2b', '#07080b'], flip: false, zoom: 1.38, shift: -260, spot: [0.7, 0.2] },
  { background: ['#262a30', '#111316'], flip: true, zoom: 1.3, shift: -240, spot: [0.3, 0.2] },
];

function wheel(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const x = (cx + Math.cos(a) * r * 0.56).toFixed(0);
    const y = (cy + Math.sin(a) * r * 0.56).toFixed(0);
    return `<path d="M${cx} ${cy}L${x} ${y}"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#101113"/>
  <circle cx="${cx}" cy="${cy}" r="${(r * 0.64).toFixed(0)}" fill="${METAL}"/>
  <g stroke="#2c3036" stroke-width="${(r * 0.12).toFixed(0)}" stroke-linecap="round">${spokes}</g>
  <circle cx="${cx}" cy="${cy}" r="${(r * 0.16).toFixed(0)}" fill="#2c3036"/>`;
}

/** A motorcycle's wheel: a narrow tyre, a three-spoke cast rim and the brake disc. */
function bikeWheel(cx: number, cy: number, r: number, disc: boolean): string {
  const spokes = Array.from({ length: 3 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 3 - Math.PI / 2;
    const x = (cx + Math.cos(a) * (r - 26)).toFixed(0);
    const y = (cy + Math.sin(a) * (r - 26)).toFixed(0);
    return `<path d="M${cx} ${cy}L${x} ${y}"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r - 16}" fill="none" stroke="#101113" stroke-width="34"/>
  <circle cx="${cx}" cy="${cy}" r="${r - 36}" fill="none" stroke="#3b4048" stroke-width="8"/>
  <g stroke="#3b4048" stroke-width="14" stroke-linecap="round">${spokes}</g>
  ${disc ? `<circle cx="${cx}" cy="${cy}" r="${(r * 0.46).toFixed(0)}" fill="none" stroke="#a7adb5" stroke-width="12"/>` : ''}
  <circle cx="${cx}" cy="${cy}" r="16" fill="#a7adb5"/>`;
}

/** The body outline is filled with the paint and edged with a faint light, so that a black car still reads. */
const body = (d: string) =>
  `<path d="${d}" fill="url(#paint)" stroke="#ffffff" stroke-opacity="0.22" stroke-width="4" stroke-linejoin="round"/>`;
const glass = (d: string) => `<path d="${d}" fill="${GLASS}" opacity="0.9"/>`;
const shadow = (cx: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${GROUND - 2}" rx="${rx}" ry="30" fill="#000" opacity="0.55"/>`;
const pillar = (x1: number, y1: number, x2: number, y2: number) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="url(#paint)" stroke-width="18"/>`;
const line = (d: string, opacity = 0.28, width = 4) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${opacity}" stroke-width="${width}"/>`;
const headlight = (d: string) => `<path d="${d}" fill="#ffe2b8"/>`;
const taillight = (d: string) => `<path d="${d}" fill="#e8392f"/>`;

/** Saloon: three boxes, a boot behind the rear window. */
function saloon(): string {
  return `${shadow(810, 620)}
  ${body('M245 762 L234 664 C232 612 252 588 292 578 L425 552 C472 484 524 448 604 442 L960 437 C1034 440 1084 472 1150 546 L1330 574 C1386 584 1412 620 1412 670 L1412 738 C1412 754 1402 762 1386 762 L1285 762 A118 118 0 0 0 1055 762 L565 762 A118 118 0 0 0 335 762 Z')}
  ${glass('M468 548 C512 490 552 464 612 461 L948 457 C1008 460 1058 492 1108 548 Z')}
  ${pillar(792, 452, 800, 552)}
  ${line('M800 556 L806 742')}${line('M1080 560 L1090 700')}${line('M250 640 L1405 640', 0.18, 5)}
  <rect x="880" y="588" width="56" height="12" rx="6" fill="#000" opacity="0.35"/>
  <path d="M1092 548 l26 -18 l20 22 Z" fill="url(#paint)"/>
  ${headlight('M1352 596 C1380 600 1398 614 1404 632 L1360 630 Z')}
  ${taillight('M236 612 C246 596 264 588 286 584 L286 618 L236 626 Z')}
  ${wheel(450, 762, 98)}${wheel(1170, 762, 98)}`;
}

/** Hatchback: the roof runs to a steep tailgate, no boot. */
function hatchback(): string {
  return `${shadow(880, 560)}
  ${body('M360 762 L352 650 C350 604 358 566 372 528 C388 484 416 452 474 444 L920 438 C1004 440 1058 474 1126 546 L1320 574 C1380 584 1408 620 1408 670 L1408 738 C1408 754 1398 762 1382 762 L1285 762 A118 118 0 0 0 1055 762 L635 762 A118 118 0 0 0 405 762 Z')}
  ${glass('M404 548 C414 506 436 470 482 464 L912 459 C986 462 1036 494 1086 548 Z')}
  <path d="M548 460 L560 552" stroke="url(#paint)" stroke-width="44"/>
  ${pillar(800, 456, 806, 552)}
  ${line('M806 556 L810 742')}${line('M1070 560 L1080 700')}${line('M356 640 L1402 640', 0.18, 5)}
  <rect x="876" y="588" width="56" height="12" rx="6" fill="#000" opacity="0.35"/>
  <path d="M1076 548 l26 -18 l20 22 Z" fill="url(#paint)"/>
  ${headlight('M1348 596 C1376 600 1394 614 1400 632 L1356 630 Z')}
  ${taillight('M354 592 C358 574 364 560 372 546 L392 548 L392 612 L354 616 Z')}
  ${wheel(520, 762, 98)}${wheel(1170, 762, 98)}`;
}

/** SUV: taller body, upright tailgate, roof rails and dark cladding on the arches. */
function suv(): string {
  return `${shadow(820, 630)}
  <g transform="translate(0 -18)">${body('M232 744 L228 566 C228 524 244 504 282 496 L330 486 C356 426 384 404 436 400 L1000 396 C1060 400 1104 428 1166 502 L1342 524 C1398 534 1420 566 1422 616 L1424 724 C1424 740 1412 746 1396 746 L1303 746 A128 128 0 0 0 1047 746 L583 746 A128 128 0 0 0 327 746 Z')}
  <path d="M380 396 L1000 390" stroke="#2a2e34" stroke-width="12" stroke-linecap="round"/>
  ${glass('M346 494 C370 446 398 422 446 419 L992 416 C1044 420 1084 446 1126 498 Z')}
  ${pillar(612, 420, 616, 500)}${pillar(858, 416, 864, 500)}
  ${line('M860 504 L866 730')}${line('M614 504 L614 730')}${line('M236 620 L1418 620', 0.18, 5)}
  <path d="M327 746 A128 128 0 0 1 583 746 L570 746 A116 116 0 0 0 340 746 Z M1047 746 A128 128 0 0 1 1303 746 L1290 746 A116 116 0 0 0 1060 746 Z" fill="#1b1d21"/>
  <rect x="300" y="712" width="1090" height="34" fill="#1b1d21" opacity="0.85"/>
  ${headlight('M1366 548 C1396 556 1412 572 1416 592 L1370 590 Z')}
  ${taillight('M230 540 C236 518 252 508 276 504 L276 560 L230 566 Z')}</g>
  ${wheel(455, 748, 112)}${wheel(1175, 748, 112)}`;
}

/** Low coupé with a long bonnet and a fastback, rear spoiler, wide rear arch. */
function sports(): string {
  return `${shadow(810, 620)}
  ${body('M226 752 C218 690 226 648 262 618 C336 566 430 522 530 490 C610 472 700 460 798 458 C878 458 940 474 1004 512 L1156 566 C1266 580 1356 602 1400 640 C1422 660 1422 702 1416 734 C1412 750 1400 756 1384 756 L1285 756 A112 112 0 0 0 1061 756 L573 756 A116 116 0 0 0 341 756 Z')}
  ${glass('M572 508 C632 486 708 476 792 476 C858 476 908 490 950 514 Z')}
  ${pillar(826, 474, 832, 514)}
  <path d="M236 606 L330 588 L336 604 L244 624 Z" fill="${DARK}"/>
  ${line('M834 516 L846 720')}${line('M300 660 C600 640 1000 630 1408 664', 0.2, 5)}
  <path d="M600 640 C650 634 700 632 740 634 L734 650 C690 648 640 650 604 656 Z" fill="#000" opacity="0.4"/>
  ${headlight('M1338 600 C1370 606 1392 618 1402 636 L1350 632 Z')}
  ${taillight('M232 640 C238 624 250 616 270 612 L272 640 Z')}
  ${wheel(457, 756, 96)}${wheel(1173, 756, 92)}`;
}

/** Double-cab pick-up: cab in front, open bed behind. */
function pickup(): string {
  return `${shadow(810, 640)}
  ${body('M200 744 L196 566 L600 566 L604 476 C628 428 660 408 706 404 L962 402 C1014 404 1046 428 1096 502 L1334 522 C1396 530 1420 560 1422 606 L1424 724 C1424 740 1412 746 1398 746 L1305 746 A128 128 0 0 0 1049 746 L577 746 A128 128 0 0 0 321 746 Z')}
  <path d="M210 566 L600 566 L600 584 L210 584 Z" fill="#000" opacity="0.35"/>
  ${glass('M632 500 C652 452 680 426 718 423 L954 421 C994 424 1024 448 1060 500 Z')}
  ${pillar(846, 420, 850, 500)}
  ${line('M848 504 L852 728')}${line('M604 484 L604 730')}${line('M220 600 L220 730')}${line('M200 628 L1420 628', 0.18, 5)}
  <path d="M321 746 A128 128 0 0 1 577 746 L564 746 A116 116 0 0 0 334 746 Z M1049 746 A128 128 0 0 1 1305 746 L1292 746 A116 116 0 0 0 1062 746 Z" fill="#1b1d21"/>
  <rect x="1380" y="650" width="46" height="70" rx="8" fill="#2a2e34"/>
  ${headlight('M1366 546 C1396 554 1412 570 1416 590 L1370 588 Z')}
  ${taillight('M198 584 L214 584 L214 650 L198 650 Z')}
  ${wheel(449, 752, 108)}${wheel(1177, 752, 108)}`;
}

/** Panel van (and camper van): a tall box, a short bonnet, a sliding door. */
function van(): string {
  return `${shadow(800, 650)}
  ${body('M182 752 L176 386 C176 352 194 336 226 335 L1060 330 C1118 330 1150 350 1182 398 L1282 540 C1360 554 1410 582 1420 632 L1426 730 C1426 746 1412 752 1396 752 L1303 752 A122 122 0 0 0 1059 752 L525 752 A122 122 0 0 0 281 752 Z')}
  ${glass('M1000 372 L1146 370 C1176 398 1208 452 1238 522 L1000 524 Z')}
  ${glass('M560 380 L940 378 L940 500 L560 502 Z')}
  ${line('M968 360 L968 736')}${line('M540 360 L540 736')}${line('M186 640 L1420 640', 0.18, 5)}
  <rect x="1010" y="560" width="50" height="12" rx="6" fill="#000" opacity="0.35"/>
  <rect x="1150" y="520" width="26" height="44" rx="6" fill="url(#paint)"/>
  <rect x="1390" y="660" width="38" height="64" rx="8" fill="#2a2e34"/>
  ${headlight('M1366 566 C1396 574 1412 592 1416 612 L1368 610 Z')}
  ${taillight('M178 560 L196 560 L196 650 L178 650 Z')}
  ${wheel(403, 758, 102)}${wheel(1181, 758, 102)}`;
}

/** Semi-trailer truck: a cab-over tractor in the paint pulling a pale box trailer. */
function truck(): string {
  return `${shadow(760, 700)}
  <rect x="70" y="250" width="960" height="430" rx="8" fill="url(#trailer)" stroke="#ffffff" stroke-opacity="0.2" stroke-width="4"/>
  <g stroke="#000" stroke-opacity="0.12" stroke-width="4">${Array.from({ length: 7 }, (_, i) => `<path d="M${190 + i * 120} 256V674"/>`).join('')}</g>
  <rect x="70" y="680" width="980" height="34" fill="#22252a"/>
  <rect x="160" y="714" width="420" height="20" fill="#2a2e34"/>
  ${body('M1054 736 L1054 322 C1054 292 1072 276 1102 276 L1344 276 C1382 276 1398 296 1402 330 L1422 600 L1426 722 C1426 738 1414 744 1398 744 L1370 744 A124 124 0 0 0 1122 744 L1054 744 Z')}
  <path d="M1070 276 C1090 214 1196 196 1340 206 L1350 276 Z" fill="url(#paint)" opacity="0.85"/>
  ${glass('M1254 318 L1388 318 L1398 478 L1254 478 Z')}
  ${line('M1236 300 L1236 720')}${line('M1060 560 L1420 560', 0.18, 5)}
  <rect x="1196" y="500" width="40" height="10" rx="5" fill="#000" opacity="0.35"/>
  <rect x="1300" y="612" width="110" height="14" rx="6" fill="#000" opacity="0.3"/>
  ${headlight('M1396 640 L1424 640 L1426 680 L1398 680 Z')}
  ${taillight('M72 640 L92 640 L92 676 L72 676 Z')}
  ${wheel(250, 760, 100)}${wheel(470, 760, 100)}${wheel(900, 760, 100)}${wheel(1246, 760, 100)}`;
}

/** Naked roadster motorcycle: tank in the paint, trellis frame, short tail, upright fork. */
function motorcycle(): string {
  return `${shadow(800, 500)}
  ${bikeWheel(470, 710, 150, false)}${bikeWheel(1140, 710, 150, true)}
  <path d="M470 710 L790 610" stroke="#2d3238" stroke-width="34" stroke-linecap="round"/>
  <path d="M1140 710 L1024 376" stroke="#c9ced4" stroke-width="26" stroke-linecap="round"/>
  <path d="M1128 676 L1040 424" stroke="#e7b84a" stroke-width="14" stroke-linecap="round"/>
  <rect x="740" y="556" width="230" height="170" rx="28" fill="#3a3f46"/>
  <g stroke="#2a2e34" stroke-width="6">${Array.from({ length: 4 }, (_, i) => `<path d="M${770 + i * 46} 566V716"/>`).join('')}</g>
  <path d="M930 726 C880 780 760 790 650 772" fill="none" stroke="#b8bec6" stroke-width="24" stroke-linecap="round"/>
  <path d="M780 540 L1010 430 M800 612 L1000 470 M1010 430 L1000 520" stroke="#7b8089" stroke-width="14" stroke-linecap="round"/>
  ${body('M770 482 C812 426 910 402 1006 420 L1040 470 C1030 520 968 546 884 546 L782 536 Z')}
  ${body('M968 520 L1040 480 L1062 560 L990 600 Z')}
  <path d="M520 468 C604 450 704 452 780 476 L772 510 C700 500 606 500 530 502 Z" fill="#1c1f24"/>
  ${body('M450 440 L580 460 L540 500 L456 474 Z')}
  ${taillight('M446 440 L470 444 L466 464 L446 458 Z')}
  <path d="M470 470 L430 540" stroke="#2d3238" stroke-width="10"/>
  <path d="M990 372 L1040 358 L1056 320" fill="none" stroke="#1c1f24" stroke-width="16" stroke-linecap="round"/>
  <path d="M1040 392 C1080 384 1100 410 1096 446 C1090 470 1062 476 1046 462 Z" fill="#2a2e34"/>
  ${headlight('M1074 408 C1090 412 1096 430 1092 446 L1072 446 Z')}
  <path d="M820 720 L860 740" stroke="#1c1f24" stroke-width="14" stroke-linecap="round"/>`;
}

/** Open sport boat with an outboard engine, afloat. */
function boat(): string {
  return `<path d="M190 640 L1300 640 C1380 640 1444 612 1478 572 L1420 690 C1330 752 1140 784 930 784 L330 784 C262 784 226 760 214 712 Z" fill="url(#paint)" stroke="#ffffff" stroke-opacity="0.22" stroke-width="4" stroke-linejoin="round"/>
  <path d="M200 690 L1448 640 L1436 664 L206 716 Z" fill="#f2f4f6" opacity="0.85"/>
  <path d="M190 640 L1300 640 C1380 640 1444 612 1478 572 L1470 592 C1430 630 1370 656 1300 656 L196 656 Z" fill="#eef1f4"/>
  <path d="M830 640 L900 548 L1020 548 L990 640 Z" fill="${GLASS}" opacity="0.8" stroke="#c9ced4" stroke-width="8"/>
  <path d="M560 640 L560 590 C560 576 572 568 586 568 L690 568 L690 640 Z" fill="#d9dde2"/>
  <path d="M700 640 L700 600 L790 600 L800 640 Z" fill="#d9dde2"/>
  <path d="M300 640 L300 604 L1240 604" fill="none" stroke="#c9ced4" stroke-width="6"/>
  <path d="M124 560 C124 524 150 508 186 508 L232 508 C252 508 262 524 262 548 L262 640 L200 640 L196 780 L164 780 L164 640 C138 636 124 604 124 560 Z" fill="#1c1f24"/>
  <path d="M140 540 L246 540" stroke="#e8e8e8" stroke-width="10"/>`;
}

const DRAWINGS: Record<DemoVehicleKind, () => string> = {
  saloon,
  hatchback,
  suv,
  sports,
  pickup,
  van,
  truck,
  motorcycle,
  boat,
};

/** Workshop floor, or water for a boat. */
function ground(kind: DemoVehicleKind, variant: number, bottom: number): string {
  if (kind !== 'boat') return `<rect y="${GROUND - 80}" width="1600" height="${bottom - GROUND + 80}" fill="#0a0b0d"/>`;
  const waves = Array.from({ length: Math.ceil((bottom - 770) / 40) }, (_, i) => {
    const y = 770 + i * 40;
    const offset = ((i + variant) % 2) * 60;
    return `<path d="M${-offset} ${y} ${'q60 -14 120 0 '.repeat(15)}" fill="none" stroke="#9cc7e0" stroke-opacity="${Math.max(0.06, 0.35 - i * 0.04).toFixed(2)}" stroke-width="5"/>`;
  }).join('');
  return `<rect y="740" width="1600" height="${bottom - 740}" fill="url(#sea)"/>${waves}`;
}

/**
 * One drawing of a vehicle of `kind` in `paint` (CSS hex); `variant` picks the scene (side, framing, light), so a
 * job's pictures differ from each other.
 */
export function demoPictureSvg(
  kind: DemoVehicleKind,
  paint: string,
  variant: number,
  width = 1600,
  height = 1200,
): string {
  // The stage's 1000 units of height, centred in the picture's own proportions.
  const viewHeight = (1600 * height) / width;
  const viewTop = (1000 - viewHeight) / 2;
  const scene = SCENES[variant % SCENES.length]!;
  const [top, bottom] = kind === 'boat' ? ['#24405a', '#0d1822'] : scene.background;
  const curve = Array.from({ length: 41 }, (_, i) => {
    const t = i / 40;
    const y = 1000 * (0.6 - 0.34 * Math.sin(Math.min(1, t * 1.3) * Math.PI * 0.5) * (1 - 0.3 * t * t));
    return `${(t * 1600).toFixed(0)},${y.toFixed(0)}`;
  }).join(' ');
  const flip = scene.flip ? 'translate(1600 0) scale(-1 1)' : '';
  const frame = `translate(${800 + scene.shift} 640) scale(${scene.zoom}) translate(-800 -640)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 ${viewTop} 1600 ${viewHeight}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint}"/><stop offset="0.55" stop-color="${paint}"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></linearGradient>
    <linearGradient id="trailer" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4e7eb"/><stop offset="1" stop-color="#9aa1a9"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d4d6e"/><stop offset="1" stop-color="#0a1c2a"/></linearGradient>
    <radialGradient id="spot" cx="${scene.spot[0]}" cy="${scene.spot[1]}" r="0.65"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect y="${viewTop}" width="1600" height="${viewHeight}" fill="url(#bg)"/>
  <rect y="${viewTop}" width="1600" height="${viewHeight}" fill="url(#spot)"/>
  <polyline points="${curve}" fill="none" stroke="#ff6b35" stroke-opacity="0.35" stroke-width="8"/>
  ${ground(kind, variant, viewTop + viewHeight)}
  <g transform="${frame}"><g transform="${flip}">${DRAWINGS[kind]()}</g></g>
</svg>`;
}

/** The French name of a paint colour, agreeing with a feminine or masculine noun. */
export function paintName(paint: string, feminine: boolean): string {
  const value = Number.parseInt(paint.replace('#', ''), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * light - 1));
  const pick = (m: string, f: string) => (feminine ? f : m);
  let hue = 0;
  if (max === min) hue = 0;
  else if (max === r) hue = ((g - b) / (max - min) + 6) % 6;
  else if (max === g) hue = (b - r) / (max - min) + 2;
  else hue = (r - g) / (max - min) + 4;
  hue *= 60;
  if (saturation < 0.2 || max - min < 0.08) {
    if (light < 0.22) return pick('noir', 'noire');
    // A light, slightly warm grey: chalk or sand paint.
    if (max - min >= 0.05 && hue >= 25 && hue < 65 && light > 0.55 && light <= 0.85) return 'beige';
    if (light > 0.85) return pick('blanc', 'blanche');
    return pick('gris', 'grise');
  }
  if (hue < 15 || hue >= 335) return 'rouge';
  if (hue < 40) return light < 0.3 ? pick('marron', 'marron') : 'orange';
  if (hue < 65) return 'jaune';
  if (hue < 165) return pick('vert', 'verte');
  if (hue < 255) return pick('bleu', 'bleue');
  return pick('violet', 'violette');
}

const SCENE_TEXT = [
  'de profil dans l’atelier',
  'de profil, vue de l’autre côté',
  'vue rapprochée de l’avant',
  'vue rapprochée de l’arrière',
];
const BOAT_SCENE_TEXT = [
  'de profil sur l’eau',
  'de profil sur l’eau, vu de l’autre côté',
  'vue rapprochée de la proue',
  'vue rapprochée de la poupe et du moteur hors-bord',
];

/** The alt text of a demo picture: what the drawing shows, in French. */
export function demoPictureAlt(kind: DemoVehicleKind, paint: string, variant: number, vehicle: string): string {
  const { name, feminine } = DEMO_VEHICLE_KIND_NAMES[kind];
  const where = (kind === 'boat' ? BOAT_SCENE_TEXT : SCENE_TEXT)[variant % SCENES.length]!;
  return `Illustration : ${vehicle}, ${name} ${paintName(paint, feminine)} ${where}`;
}
