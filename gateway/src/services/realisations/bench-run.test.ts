import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../lib/domain-errors.js';
import { benchPeak, parseBenchCsv } from './bench-run.js';

const sample = readFileSync(new URL('../../../../docs/samples/banc-de-puissance.csv', import.meta.url), 'utf8');

/** The message of the refusal `text` gets (fails the test when it is accepted). */
const refusal = (text: string) => {
  try {
    parseBenchCsv(text);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).fields).toEqual({ benchRun: (error as Error).message });
    return (error as Error).message;
  }
  throw new Error('accepté alors qu’il devait être refusé');
};

const curve = (name: string, from = 2000, count = 5) =>
  Array.from({ length: count }, (_, i) => `${name},${from + i * 500},${100 + i * 10},${250 + i}`).join('\n');

describe('bench run CSV', () => {
  it('reads the documented sample: a French export with « ; » and decimal commas, comments skipped', () => {
    const run = parseBenchCsv(sample);
    expect(run.before).toHaveLength(19);
    expect(run.after).toHaveLength(19);
    expect(run.before[0]).toEqual({ rpm: 1500, powerHp: 38.9, torqueNm: 182 });
    expect(benchPeak(run.before)).toEqual({ powerHp: 132.1, powerRpm: 5000, torqueNm: 230, torqueRpm: 1750 });
    expect(benchPeak(run.after).powerHp).toBeGreaterThan(benchPeak(run.before).powerHp);
  });

  it('reads English headers, commas between cells, CRLF line ends and a byte-order mark', () => {
    const text = `\uFEFFCurve,RPM,Power (hp),Torque (Nm)\r\n${curve('before')}\r\n${curve('after', 2000)}\r\n`;
    const run = parseBenchCsv(text);
    expect(run.after.map((p) => p.rpm)).toEqual([2000, 2500, 3000, 3500, 4000]);
    expect(run.before[4]).toEqual({ rpm: 4000, powerHp: 140, torqueNm: 254 });
  });

  it('reads quoted cells: a decimal comma inside quotes with commas between cells, quoted headers and curves', () => {
    const points = (name: string) =>
      Array.from({ length: 5 }, (_, i) => `"${name}",${2000 + i * 500},"${100 + i * 10},5","${250 + i},0"`).join('\n');
    const text = `"courbe","regime_tr_min","puissance_ch","couple_nm"\n${points('avant')}\n${points('après')}\n`;
    const run = parseBenchCsv(text);
    expect(run.before[0]).toEqual({ rpm: 2000, powerHp: 100.5, torqueNm: 250 });
    expect(run.after).toHaveLength(5);
    // A « # » inside a line is no comment: only a line that starts with one is.
    const noted = `# banc Dynojet, 12/03\n${text.replace('"avant",2000', '"avant #1",2000')}`;
    expect(refusal(noted)).toMatch(
      /^Relevé de banc refusé : ligne 3 : courbe « avant #1 » inconnue \(avant ou après\) ; /,
    );
  });

  it('refuses a quote left open, with its line', () => {
    const text = `courbe;regime_tr_min;puissance_ch;couple_nm\n${curve('avant').replaceAll(',', ';')}\n"après;2000;100;250\n`;
    expect(refusal(text)).toMatch(/^Relevé de banc refusé : ligne \d+ : guillemet non refermé$/);
  });

  it('refuses a file whole, naming each bad line', () => {
    const text = [
      'courbe,regime,puissance,couple',
      curve('avant'),
      'avant,4100,1O5,260', // a letter O in a number
      'apres,2000,120,300',
      'apres,1900,125,305', // engine speed going down
      'mesure3,2000,1,1', // unknown curve
      'apres,2500,5000,310', // power out of range
    ].join('\n');
    const message = refusal(text);
    expect(message).toMatch(/^Relevé de banc refusé : /);
    expect(message).toContain('ligne 7 : puissance (ch) « 1O5 » n’est pas un nombre');
    expect(message).toContain('ligne 9 : le régime doit croître dans la courbe « après »');
    expect(message).toContain('ligne 10 : courbe « mesure3 » inconnue (avant ou après)');
    expect(message).toContain('ligne 11 : puissance (ch) 5000 hors des limites (1 à 3000)');
    expect(message).toContain('la courbe « après » a 1 point(s), il en faut au moins 5');
  });

  it('names every problem of one row, not only its first', () => {
    const text = ['courbe;regime;puissance;couple', 'banc;x;0;7000', curve('avant').replaceAll(',', ';')].join('\n');
    const message = refusal(text);
    expect(message).toContain('ligne 2 : courbe « banc » inconnue (avant ou après) ; ');
    expect(message).toContain('ligne 2 : régime (tr/min) « x » n’est pas un nombre ; ');
    expect(message).toContain('ligne 2 : puissance (ch) 0 hors des limites (1 à 3000) ; ');
    expect(message).toContain('ligne 2 : couple (Nm) 7000 hors des limites (1 à 6000)');
  });

  it('refuses a missing column, an empty file and an oversized one', () => {
    expect(refusal('courbe;regime;couple\navant;2000;250')).toContain('colonne(s) manquante(s) : puissance (ch)');
    expect(refusal('# rien\n\n')).toContain('le fichier est vide');
    expect(refusal('x'.repeat(100_001))).toContain('le fichier dépasse 100 ko');
  });

  it('lists at most eight problems, then says how many more', () => {
    const bad = Array.from({ length: 12 }, (_, i) => `avant,${2000 + i},x,1`).join('\n');
    const message = refusal(`courbe,regime,puissance,couple\n${bad}`);
    expect(message.match(/ligne \d+/g)).toHaveLength(8);
    expect(message).toMatch(/… et \d+ autre\(s\) problème\(s\)$/);
  });
});
