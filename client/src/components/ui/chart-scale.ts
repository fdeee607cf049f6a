/*
 * Scales of the site's SVG charts (the bench curves, the admin's figures): round axis values, so every chart reads its
 * ticks the same way.
 */

/**
 * A round upper bound and its step, for an axis from 0 to `max` in about `steps` steps. `whole`: counts, whose steps
 * are whole numbers (1, 2, 5, 10…), never 2.5 or 0.2.
 */
export function niceAxis(max: number, { steps = 5, whole = false } = {}): { top: number; step: number } {
  if (!(max > 0)) return { top: whole ? steps : 1, step: whole ? 1 : 1 / steps };
  const rough = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const factors = whole ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const found = factors.map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const step = whole ? Math.max(1, Math.round(found)) : found;
  return { top: Math.ceil(max / step) * step, step };
}

/** from, from + step, … up to `to` included. */
export const ticks = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step + 1e-9) + 1 }, (_, i) => from + i * step);
