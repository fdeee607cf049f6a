import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_SLUGS } from '@garage/contract/service-slugs';
import { describe, expect, it } from 'vitest';
import { services } from './index.js';

describe('services content', () => {
  it('declares the contract’s services, the same ones in the same order', () => {
    expect(services.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
  });

  it('keeps each service in the file named by its slug, and lists every such file', async () => {
    const files = readdirSync(import.meta.dirname)
      .filter((name) => /^[a-z0-9-]+\.ts$/.test(name) && !['index.ts', 'declared-service.ts'].includes(name))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(files.toSorted()).toEqual([...SERVICE_SLUGS].toSorted());
    for (const slug of files) {
      const module = (await import(/* @vite-ignore */ join(import.meta.dirname, `${slug}.ts`))) as object;
      expect(Object.values(module)).toContain(services.find((s) => s.slug === slug));
    }
  });

  it('gives each service its own id', () => {
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
  });
});
