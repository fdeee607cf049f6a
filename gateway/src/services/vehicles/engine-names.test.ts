import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { VEHICLE_TYPES } from '../../content/vehicle-types.js';
import { repoRoot } from '../../lib/paths.js';
import { formatCatalogueCsv, parseCatalogueCsv, rowKey, slugify } from './catalogue-rows.js';
import {
  CANONICAL_SPELLINGS,
  canonicalEngineName,
  hybridTorqueBasis,
  parseAliases,
  powerInName,
} from './engine-names.js';

const HEADER =
  'type,brand,model,generation,year_from,year_to,engine,fuel,aspiration,engine_code,displacement_cc,cylinders,power_hp,torque_nm,remappable,aliases';

describe('engine names', () => {
  it('writes each engine family the maker’s way, whatever the case typed', () => {
    expect(canonicalEngineName('1.3 Multijet 95', 'Fiat')).toBe('1.3 MultiJet 95');
    expect(canonicalEngineName('1.6 T-GDI 150', 'Kia')).toBe('1.6 T-GDi 150');
    expect(canonicalEngineName('0.8 cdi 54', 'Smart')).toBe('0.8 CDI 54');
    expect(canonicalEngineName('1.5  dci 90', 'Renault')).toBe('1.5 dCi 90');
    expect(canonicalEngineName('2.0 tdi 150', 'Volkswagen')).toBe('2.0 TDI 150');
    expect(canonicalEngineName('1.2 16v 75', 'Renault')).toBe('1.2 16V 75');
    expect(canonicalEngineName('1.3 TCe 140 Mild Hybrid', 'Renault')).toBe('1.3 TCe 140 mild hybrid');
    expect(canonicalEngineName('2.0 EcoBlue Bi-Turbo 213', 'Ford')).toBe('2.0 EcoBlue BiTurbo 213');
  });

  it('keeps each maker’s own word for its plug-in hybrids', () => {
    expect(canonicalEngineName('1.4 TSI e-hybrid 204', 'Volkswagen')).toBe('1.4 TSI eHybrid 204');
    expect(canonicalEngineName('1.4 eHybrid 204', 'Cupra')).toBe('1.4 e-Hybrid 204');
    expect(canonicalEngineName('E-hybrid 462', 'Porsche')).toBe('E-Hybrid 462');
  });

  it('has one spelling per family, and canonical spellings map to themselves', () => {
    for (const spelling of Object.values(CANONICAL_SPELLINGS)) {
      expect(CANONICAL_SPELLINGS[spelling.toLowerCase()], spelling).toBe(spelling);
    }
  });

  it('reads the power in a name, not a displacement, a battery or a series number', () => {
    expect(powerInName('1.2 PureTech 130')).toBe(130);
    expect(powerInName('689 cc 75 ch')).toBe(75);
    expect(powerInName('2.0 TFSI 230 GTI Edition 30')).toBe(230);
    expect(powerInName('40 TFSI e 204')).toBe(204);
    expect(powerInName('DTI 11 380')).toBe(380);
    expect(powerInName('D180')).toBeNull();
  });

  it('reads aliases separated by a vertical bar', () => {
    expect(parseAliases(' 1.4 GTE 218 |  1.4 TSI 218 GTE |')).toEqual(['1.4 GTE 218', '1.4 TSI 218 GTE']);
    expect(parseAliases('')).toEqual([]);
  });
});

describe('a garage’s import and the naming rules', () => {
  const row = (engine: string, power: number, rest = '', aliases = '') =>
    `car,Volkswagen,Golf,Golf 8,${rest || '2020,2024'},${engine},hybride,turbo,EA211,1395,4,${power},350,oui,${aliases}`;

  it('stores names in their canonical spelling, aliases as written', () => {
    const { rows, errors } = parseCatalogueCsv(
      `${HEADER}\n${row('1.4 tsi e-hybrid 204', 204, '', '1.4 gte 204 | 1.4 e-hybrid 204')}\n`,
    );
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ engine: '1.4 TSI eHybrid 204', aliases: ['1.4 gte 204', '1.4 e-hybrid 204'] });
  });

  it('exports aliases in the format it imports', () => {
    const { rows } = parseCatalogueCsv(
      `${HEADER}\n${row('1.4 TSI eHybrid 204', 204, '', '1.4 GTE 204 | 1.4 eHybrid 204')}\n`,
    );
    const csv = formatCatalogueCsv(rows);
    expect(csv).toContain(',1.4 GTE 204 | 1.4 eHybrid 204,');
    expect(parseCatalogueCsv(csv).rows).toEqual(rows);
  });

  it('refuses a power in the name that is not the power column, with its line', () => {
    const clio = 'car,Renault,Clio,IV,2012,2019,1.2 16v 75,essence,atmospherique,D4F,1149,4,73,107,oui,';
    const { rows, errors } = parseCatalogueCsv(`${HEADER}\n${row('1.4 TSI eHybrid 204', 204)}\n${clio}\n`);
    expect(errors).toEqual([
      {
        line: 3,
        message:
          'engine : la puissance du nom (75 ch) diffère de power_hp (73 ch) ; garder le chiffre du constructeur dans les deux, l’appellation commerciale dans aliases',
      },
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses one engine under two names in a generation', () => {
    const { errors } = parseCatalogueCsv(
      [
        HEADER,
        row('1.4 TSI eHybrid 204', 204),
        row('1.4 GTE 204', 204),
        row('1.4 PHEV 204', 204, '2020,2024', '1.4 TSI eHybrid 204'),
      ].join('\n'),
    );
    expect(errors).toEqual([
      {
        line: 3,
        message:
          'même moteur que la ligne 2 (« 1.4 TSI eHybrid 204 ») sous un autre nom : une seule ligne, l’autre nom dans aliases',
      },
      { line: 4, message: '« 1.4 TSI eHybrid 204 » nomme déjà le moteur de la ligne 2' },
    ]);
  });

  it('tells apart engines of another family or other years', () => {
    const petrol = (engine: string, years: string) =>
      `car,Volkswagen,Golf,Golf 8,${years},${engine},essence,turbo,EA211 evo,1498,4,150,250,oui,`;
    const { errors } = parseCatalogueCsv(
      [
        HEADER,
        petrol('1.5 TSI 150', '2020,2024'),
        petrol('1.5 eTSI 150', '2020,2024'),
        petrol('1.5 TSI ACT 150', '2025,'),
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('the shipped catalogue’s names', () => {
  const files = VEHICLE_TYPES.map((t) => {
    const text = readFileSync(path.join(repoRoot, 'gateway/src/content/vehicles', t.file), 'utf8');
    const raw: Record<string, string>[] = parse(text, { columns: true, skip_empty_lines: true, trim: true });
    return { file: t.file, raw, parsed: parseCatalogueCsv(text) };
  });
  const rows = files.flatMap((f) => f.parsed.rows);

  it('are written in the canonical spelling', () => {
    const wrong = files.flatMap(({ file, raw }) =>
      raw
        .map((r, i) => ({ r, line: i + 2 }))
        .filter(({ r }) => canonicalEngineName(r.engine!, r.brand!) !== r.engine)
        .map(({ r, line }) => `${file}:${line} ${r.brand} ${r.model} « ${r.engine} »`),
    );
    expect(wrong).toEqual([]);
  });

  it('say the power of the power column', () => {
    const wrong = rows.filter((r) => powerInName(r.engine) !== null && powerInName(r.engine) !== r.powerHp);
    expect(wrong.map((r) => `${r.brand} ${r.model} ${r.engine}: ${r.powerHp}`)).toEqual([]);
  });

  it('hold no engine twice under two names (the import refuses it, line by line)', () => {
    for (const f of files) expect(f.parsed.errors, f.file).toEqual([]);
    const keys = rows.flatMap((r) => [r.engine, ...r.aliases].map((name) => rowKey({ ...r, engine: name })));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('give hybrid torque on the basis decision 009 states for each maker', () => {
    // A combined or traction-motor torque is well above the power in ch (1.25 Nm/ch and more on every plug-in
    // hybrid); a combustion engine's torque alone stays below 1.2 Nm/ch on these naturally aspirated engines.
    const hybrids = rows.filter((r) => r.fuel === 'hybride');
    expect(hybrids.length).toBeGreaterThan(100);
    const wrong = hybrids.filter((r) => {
      const ratio = r.torqueNm / r.powerHp;
      return hybridTorqueBasis(r.brand, r.engine) === 'combustion-engine' ? ratio >= 1.2 : ratio < 1.2;
    });
    expect(wrong.map((r) => `${r.brand} ${r.model} ${r.engine}: ${r.torqueNm} Nm`)).toEqual([]);
    expect(hybridTorqueBasis('Toyota', 'Hybrid 218')).toBe('combustion-engine');
    expect(hybridTorqueBasis('Nissan', 'e-Power 190')).toBe('traction-motor');
    expect(hybridTorqueBasis('Volkswagen', '1.4 TSI eHybrid 218 GTE')).toBe('system');
  });

  it('keep the other commercial names of merged engines as aliases', () => {
    const find = (model: string, generation: string, engine: string) =>
      rows.find((r) => r.model === model && r.generation === generation && r.engine === engine);
    expect(find('Passat', 'B8', '1.4 TSI eHybrid 218 GTE')?.aliases).toContain('1.4 GTE 218');
    expect(find('Clio', 'IV', '1.2 16V 73')?.aliases).toEqual(['1.2 16V 75']);
    expect(slugify(find('Tiguan', 'III', '1.5 TSI eHybrid 272')!.engine)).toBe('1-5-tsi-ehybrid-272');
  });
});
