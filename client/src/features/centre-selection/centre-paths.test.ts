import { describe, expect, it } from 'vitest';
import { hasCentreVersion, pathForCentre } from './centre-paths';

const ids = ['montpellier', 'nice'];

describe('pathForCentre', () => {
  it('swaps the centre of a centre page', () => {
    expect(pathForCentre('/montpellier/services/banc-puissance', ids, 'nice')).toBe('/nice/services/banc-puissance');
    expect(pathForCentre('/montpellier', ids, 'nice')).toBe('/nice');
  });

  it('adds the centre to a centreless page', () => {
    expect(pathForCentre('/reprogrammation/voiture/peugeot', ids, 'nice')).toBe(
      '/nice/reprogrammation/voiture/peugeot',
    );
  });

  it('sends the landing page to the centre home', () => {
    expect(pathForCentre('/', ids, 'nice')).toBe('/nice');
  });
});

describe('hasCentreVersion', () => {
  it('knows which pages exist per centre', () => {
    expect(hasCentreVersion('/', ids)).toBe(true);
    expect(hasCentreVersion('/nice/contact', ids)).toBe(true);
    expect(hasCentreVersion('/maritime', ids)).toBe(true);
    expect(hasCentreVersion('/mentions-legales', ids)).toBe(false);
    expect(hasCentreVersion('/realisations/admin', ids)).toBe(false);
  });
});
