import { powerBench } from './banc-puissance.js';
import { diagnostic } from './diagnostic-auto.js';
import { maintenance } from './entretien-auto.js';
import { gearboxRemap } from './reprogrammation-boite-vitesse.js';
import { e85Conversion, e85ConversionRewording } from './reprogrammation-ethanol.js';
import { engineRemap } from './reprogrammation-moteur.js';
import { antipollution, antipollutionRewording } from './solution-antipollution.js';
import type { DeclaredService } from './declared-service.js';

/**
 * The services offered by the network, in display order (the order of `SERVICE_SLUGS`, which a test checks). Prices
 * are indicative ranges in euros; the exact amount is given on the quote after diagnosis.
 */
export const services: DeclaredService[] = [
  engineRemap,
  gearboxRemap,
  e85Conversion,
  diagnostic,
  maintenance,
  powerBench,
  antipollution,
];

/**
 * Sentences that hold only in France (E85 pump prices and registration, French law), reworded for the other
 * markets. Each pair replaces the first text by the second wherever it appears in the service's texts; a test
 * checks that every first text is still found, so a rewording in France cannot leave a French claim behind.
 */
export const marketRewording: Record<'MA', Record<string, [string, string][]>> = {
  MA: {
    [e85Conversion.slug]: e85ConversionRewording.MA,
    [antipollution.slug]: antipollutionRewording.MA,
  },
};
