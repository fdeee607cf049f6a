import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCentrePreset } from './index.js';

const write = (content: unknown) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'centres-')), 'centres.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
};

describe('centre presets', () => {
  it('has the four reading-A centres with the addresses of the spec', () => {
    const centres = loadCentrePreset('fr');
    expect(centres.map((c) => c.id)).toEqual(['montpellier', 'beziers', 'perpignan', 'nice']);
    expect(centres[0]!.address).toContain('56 Rue Léon Trotski, 34070');
    expect(centres[1]!.address).toContain('34420 Portiragnes');
    expect(centres[2]!.address).toContain('66600 Rivesaltes');
    expect(centres[3]!.address).toContain('06000');
  });

  it('has the five reading-B centres with a Moroccan phone, no map and no social links', () => {
    const centres = loadCentrePreset('ma');
    expect(centres.map((c) => c.id)).toEqual(['casablanca', 'rabat', 'marrakech', 'fes', 'tanger']);
    for (const c of centres) {
      // A Moroccan landline (05 then the city's code), never a French number.
      expect(c.phone).toMatch(/^05 [23]\d( \d\d){3}$/);
      expect(c.coordinates ?? null).toBeNull();
      expect(c.instagram ?? null).toBeNull();
    }
  });

  it('gives every centre of both presets its own notice address on the site’s domain', () => {
    for (const preset of ['fr', 'ma']) {
      for (const c of loadCentrePreset(preset)) expect(c.email).toBe(`${c.id}@ecuvia.fr`);
    }
  });

  it('reads a JSON file of centres', () => {
    const file = write([{ id: 'lyon', name: 'Lyon', address: '1 rue X, 69000 Lyon' }]);
    expect(loadCentrePreset(file)).toEqual([expect.objectContaining({ id: 'lyon', name: 'Lyon', openingHours: [] })]);
  });

  it('explains what is wrong in a bad file', () => {
    const file = write([{ id: 'Lyon Centre', name: 'Lyon', address: 'x' }]);
    expect(() => loadCentrePreset(file)).toThrow(/CENTRES : .*invalide à 0\.id/);
    expect(() => loadCentrePreset('/nonexistent/centres.json')).toThrow(/lecture de .* impossible/);
  });
});
