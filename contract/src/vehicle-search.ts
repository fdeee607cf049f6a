/**
 * The vehicle search's rules, shared by the gateway that answers it and the pages that ask it (decision 051).
 */

/** The longest search accepted: the longest real one (« mercedes-benz classe c w205 c 220 d 170 2018 ») is 45. */
export const VEHICLE_SEARCH_MAX_LENGTH = 100;

/** Results a search gives at most (the combobox asks for fewer, the results page for this many). */
export const VEHICLE_SEARCH_MAX_RESULTS = 20;

export const vehicleSearchTooLong = () => `La recherche ne peut pas dépasser ${VEHICLE_SEARCH_MAX_LENGTH} caractères.`;

/**
 * The names people type for a brand (« vw », « merco », « bm »…), keyed by the catalogue's manufacturer slug: the
 * configurator's brand list and the gateway's vehicle search both answer to them.
 */
export const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'alfa-romeo': ['alfa'],
  bmw: ['bm', 'beemer', 'bimmer'],
  citroen: ['citro'],
  'harley-davidson': ['harley', 'hd'],
  'land-rover': ['range rover', 'range', 'lr'],
  'mercedes-benz': ['merco', 'merc', 'mercedes', 'benz', 'mb'],
  'moto-guzzi': ['guzzi'],
  'renault-trucks': ['rvi'],
  'royal-enfield': ['enfield'],
  volkswagen: ['vw', 'volks', 'vdub'],
};

/** Roman numerals as model generations use them (« Golf VII », « Clio V »), read as their number. */
export const ROMAN_NUMERALS: Readonly<Record<string, string>> = {
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  x: '10',
};
