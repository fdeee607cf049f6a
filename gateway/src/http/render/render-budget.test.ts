import { describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget.js';

describe('RenderBudget', () => {
  it('gives each client its burst, then one render per earned token, and says how long to wait', () => {
    let now = 0;
    const budget = new RenderBudget({ burst: 3, perSecond: 0.5, maxClients: 100 }, () => now);
    expect([1, 2, 3, 4].map(() => budget.take('a'))).toEqual([true, true, true, false]);
    expect(budget.wait('a')).toBe(2);
    // Another client has its own.
    expect(budget.take('b')).toBe(true);
    now = 1_000;
    expect(budget.wait('a')).toBe(1);
    expect(budget.take('a')).toBe(false);
    now = 2_000;
    expect(budget.wait('a')).toBe(0);
    expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(false);
    // Never more than the burst, however long the client stayed away.
    now = 3_600_000;
    expect([1, 2, 3, 4].map(() => budget.take('a'))).toEqual([true, true, true, false]);
  });

  it('remembers a bounded number of clients, forgetting the one charged longest ago', () => {
    let now = 0;
    const budget = new RenderBudget({ burst: 1, perSecond: 0.001, maxClients: 50 }, () => now);
    for (let i = 0; i < 1_000; i++) {
      now++;
      expect(budget.take(`client-${i}`)).toBe(true);
    }
    expect(budget.clients()).toBe(50);
    expect(budget.take('client-999')).toBe(false);
    expect(budget.take('client-0')).toBe(true);
  });
});
