/**
 * How engines are named in the catalogue (decision 009): one spelling per engine family, the maker's own, whatever
 * the case a garage typed; the power in a name is the power column; one engine is one row, its other commercial
 * names kept as aliases.
 */

/**
 * The canonical spelling of each engine family or technology word, keyed by its lower-case form. A word of an
 * engine name is replaced by its canonical spelling when it matches a key whole (case aside).
 */
export const CANONICAL_SPELLINGS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    // Volkswagen group
    'TDI',
    'BiTDI',
    'TSI',
    'eTSI',
    'e-TEC',
    'TFSI',
    'FSI',
    'PD',
    // Renault, Dacia, Nissan
    'dCi',
    'TCe',
    'SCe',
    'E-Tech',
    'Blue',
    'Energy',
    // Stellantis
    'HDi',
    'e-HDi',
    'BlueHDi',
    'PureTech',
    'THP',
    'VTi',
    'E-Tense',
    'Hybrid',
    'Hybrid4',
    'MultiJet',
    'MultiAir',
    'T-Jet',
    'TwinAir',
    'FireFly',
    'JTDm',
    'JTS',
    'TBi',
    'CDTI',
    // Ford
    'EcoBoost',
    'EcoBlue',
    'TDCi',
    'Ti-VCT',
    // Hyundai, Kia
    'CRDi',
    'GDi',
    'T-GDi',
    'MPI',
    // Mercedes-Benz
    'CDI',
    'BlueTEC',
    'Kompressor',
    // Toyota, Lexus
    'D-4D',
    'VVT-i',
    'VVT-iE',
    'Valvematic',
    // Japanese and others
    'i-VTEC',
    'VTEC',
    'i-DTEC',
    'i-CTDi',
    'DI-D',
    'MIVEC',
    'DIG-T',
    'DIG-S',
    'DDiS',
    'Boosterjet',
    'Dualjet',
    'Skyactiv-G',
    'Skyactiv-D',
    'e-Skyactiv',
    'CRD',
    'TD4',
    'SD4',
    'TDV6',
    'SDV6',
    'SDV8',
    'CGI',
    // Words shared by many makers
    'BiTurbo',
    'Turbo',
    'Diesel',
    'Électrique',
    '16V',
    '12V',
  ]
    .map((spelling): [string, string] => [spelling.toLowerCase(), spelling])
    .concat([
      // Other spellings seen for the same word
      ['bi-turbo', 'BiTurbo'],
      ['electric', 'Électrique'],
      ['electrique', 'Électrique'],
    ]),
);

/**
 * Makers that spell one word their own way (the plug-in hybrids of the Volkswagen group are « eHybrid » at
 * Volkswagen, « e-Hybrid » at Seat and Cupra, « E-Hybrid » at Porsche).
 */
export const BRAND_SPELLINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Volkswagen: { ehybrid: 'eHybrid', 'e-hybrid': 'eHybrid' },
  Seat: { ehybrid: 'e-Hybrid', 'e-hybrid': 'e-Hybrid' },
  Cupra: { ehybrid: 'e-Hybrid', 'e-hybrid': 'e-Hybrid' },
  Jeep: { ehybrid: 'e-Hybrid', 'e-hybrid': 'e-Hybrid' },
  Porsche: { ehybrid: 'E-Hybrid', 'e-hybrid': 'E-Hybrid' },
};

/** Word sequences written one way only (Renault's mild hybrids are « mild hybrid », in lower case). */
const PHRASES: readonly [RegExp, string][] = [[/\bmild hybrid\b/giu, 'mild hybrid']];

/** An engine name with its spaces tidied and each known word in its canonical spelling. */
export function canonicalEngineName(name: string, brand: string): string {
  const byBrand = BRAND_SPELLINGS[brand] ?? {};
  let out = name
    .trim()
    .split(/\s+/u)
    .map((word) => {
      const key = word.toLowerCase();
      return byBrand[key] ?? CANONICAL_SPELLINGS[key] ?? word;
    })
    .join(' ');
  for (const [pattern, phrase] of PHRASES) out = out.replace(pattern, phrase);
  return out;
}

/**
 * The power written in an engine name, in ch: its last whole number of two to four digits, leaving out a
 * displacement in cc or a battery in kWh (« 689 cc 75 ch ») and a series number (« GTI Edition 30 »). Null when
 * the name has none (« D180 », « P250 »: model designations, not a power).
 */
export function powerInName(name: string): number | null {
  const words = name.split(/\s+/u);
  let power: number | null = null;
  words.forEach((word, i) => {
    if (!/^\d{2,4}$/u.test(word)) return;
    const next = words[i + 1]?.toLowerCase();
    if (next === 'cc' || next === 'kwh' || words[i - 1]?.toLowerCase() === 'edition') return;
    power = Number(word);
  });
  return power;
}

/** The words of a name that say which engine family it is (« 1.5 eTSI 150 » is not the « 1.5 TSI 150 »). */
export function familyWords(name: string): string {
  return name
    .split(/\s+/u)
    .filter((word) => CANONICAL_SPELLINGS[word.toLowerCase()] !== undefined || /hybrid/iu.test(word))
    .map((word) => word.toLowerCase())
    .sort()
    .join(' ');
}

/** Aliases are written in one CSV cell, separated by this character. */
export const ALIAS_SEPARATOR = '|';

export function parseAliases(cell: string): string[] {
  return cell
    .split(ALIAS_SEPARATOR)
    .map((alias) => alias.trim().replace(/\s+/gu, ' '))
    .filter(Boolean);
}

export type HybridTorqueBasis = 'system' | 'traction-motor' | 'combustion-engine';

/** Makers that publish no combined torque for their full hybrids: their rows hold the combustion engine's. */
const COMBUSTION_TORQUE_BRANDS = new Set(['Toyota', 'Lexus', 'Renault', 'Dacia', 'Nissan', 'Ford']);

/**
 * What the torque of a hybrid row (fuel « hybride ») is (decision 009): the system torque the maker publishes; the
 * traction motor's where it alone drives the wheels (Nissan e-Power, Honda e:HEV); the combustion engine's for
 * the makers that publish no combined figure.
 */
export function hybridTorqueBasis(brand: string, engine: string): HybridTorqueBasis {
  if (/\b(e-Power|e:HEV)\b/iu.test(engine)) return 'traction-motor';
  return COMBUSTION_TORQUE_BRANDS.has(brand) ? 'combustion-engine' : 'system';
}
