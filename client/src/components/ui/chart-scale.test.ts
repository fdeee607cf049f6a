import { describe, expect, it } from 'vitest';
import { niceAxis, ticks } from './chart-scale';

describe('chart scales', () => {
  it('round an axis up in about five steps, as the bench curves read', () => {
    expect(niceAxis(231)).toEqual({ top: 250, step: 50 });
    expect(niceAxis(11)).toEqual({ top: 12.5, step: 2.5 });
    expect(niceAxis(0.7)).toEqual({ top: 0.8, step: 0.2 });
  });

  it('keep counts in whole steps, and give an empty chart an axis', () => {
    expect(niceAxis(11, { whole: true })).toEqual({ top: 15, step: 5 });
    expect(niceAxis(1, { whole: true })).toEqual({ top: 1, step: 1 });
    expect(niceAxis(3, { whole: true, steps: 4 })).toEqual({ top: 3, step: 1 });
    expect(niceAxis(0, { whole: true })).toEqual({ top: 5, step: 1 });
  });

  it('list the ticks of an axis, its ends included', () => {
    expect(ticks(0, 250, 50)).toEqual([0, 50, 100, 150, 200, 250]);
    expect(ticks(1000, 2500, 500)).toEqual([1000, 1500, 2000, 2500]);
    expect(ticks(0, 0.6, 0.2)).toHaveLength(4);
  });
});
