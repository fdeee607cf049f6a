import { describe, expect, it } from 'vitest';
import { remapStageOf } from './remap-stage.js';

describe('the remap stage a job measures', () => {
  it('reads the stage from the title or the list of work', () => {
    expect(remapStageOf({ title: 'Golf 7 GTI en stage 2', modifications: ['Échangeur renforcé'] })).toBe(2);
    expect(remapStageOf({ title: 'BMW 330d G20', modifications: ['Reprogrammation Stage 1'] })).toBe(1);
    expect(remapStageOf({ title: 'Clio : stage1', modifications: [] })).toBe(1);
  });

  it('measures nothing comparable for a conversion, a gearbox, an unsaid stage or two stages', () => {
    expect(remapStageOf({ title: 'Peugeot 208 PureTech 130 : conversion E85', modifications: ['Stage 1'] })).toBeNull();
    expect(remapStageOf({ title: 'Audi RS3 : boîte DSG', modifications: ['Reprogrammation de la boîte'] })).toBeNull();
    expect(remapStageOf({ title: 'Yamaha MT-09', modifications: ['Reprogrammation du calculateur'] })).toBeNull();
    expect(remapStageOf({ title: 'Stage 1 puis stage 2', modifications: [] })).toBeNull();
    expect(remapStageOf({ title: 'Backstage 1', modifications: [] })).toBeNull();
  });
});
