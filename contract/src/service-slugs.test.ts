import { describe, expect, it } from 'vitest';
import { SERVICE, SERVICE_SLUGS } from './service-slugs.js';

describe('service slugs', () => {
  it('lists every named service once, in the order they are named', () => {
    expect(SERVICE_SLUGS).toEqual(Object.values(SERVICE));
    expect(new Set(SERVICE_SLUGS).size).toBe(SERVICE_SLUGS.length);
  });
});
