import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql } from '../support/gateway.js';
import { freePort, spawnGateway, waitHealthy } from '../support/process.js';

/** The gateway as a process: boot-time validation, crash recovery, graceful shutdown. */
describe('gateway process', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@127.0.0.1/test'],
    ['CENTRES', 'espagne'],
    ['LOG_LEVEL', 'bavard'],
    ['TRUST_PROXY', 'peut-être'],
  ])('refuses to start with a bad %s and says so in one line', async (variable, value) => {
    const gateway = spawnGateway({ DATA_DIR: '/nonexistent-never-used', [variable]: value }, await freePort());
    expect(await gateway.exited).toBe(1);
    const lines = gateway.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration invalide : ${variable} `));
    expect(lines[0]).toContain(value);
  });

  describe('on the embedded database', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase('embedded');
    });
    afterAll(async () => {
      await db.drop();
    });

    it('survives SIGKILL: after a restart nothing is lost or duplicated', async () => {
      const port = await freePort();
      const first = spawnGateway(db.env, port);
      await waitHealthy(first);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = spawnGateway(db.env, port);
      await waitHealthy(second);
      const { data } = await graphql<{ centres: { id: string }[]; services: { slug: string }[] }>(
        second.url,
        '{ centres { id } services { slug } }',
      );
      expect(data!.centres.map((c) => c.id)).toEqual(['montpellier', 'beziers', 'perpignan', 'nice']);
      expect(data!.services).toHaveLength(7);
      expect(new Set(data!.services.map((s) => s.slug)).size).toBe(7);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(second.output()).toContain('arrêt terminé');
    });

    it('refuses a second gateway on the same data folder', async () => {
      const first = spawnGateway(db.env, await freePort());
      await waitHealthy(first);
      const second = spawnGateway(db.env, await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('déjà utilisé');
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    });

    it('starts with an ffmpeg older than 5.0, saying in French that videos are refused', async () => {
      const old = path.join(db.env.DATA_DIR, 'ffmpeg-4.1');
      writeFileSync(old, '#!/bin/sh\necho "ffmpeg version 4.1-static Copyright (c) 2000-2018"\n', { mode: 0o755 });
      const gateway = spawnGateway({ ...db.env, FFMPEG_PATH: old }, await freePort());
      await waitHealthy(gateway);
      expect(gateway.output()).toContain(
        `ffmpeg 4.1-static (${old}) est trop ancien pour traiter des fichiers envoyés : il faut la version 5.0 au moins`,
      );
      expect(gateway.output()).toContain('les vidéos sont refusées à l’envoi');
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toBe(0);
    });
  });
});
