import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ServerSecret } from '../entities/server-secret.js';

type Db = Pick<EntityManager, 'getRepository'>;

/**
 * A random secret of the site, named by `name`: made on first use and kept in PostgreSQL, so every gateway process
 * uses the same one. It is not part of backups: a restored site makes a new one, which voids what the old one
 * signed (device tokens: a restored site trusts no device yet).
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  const secrets = db.getRepository(ServerSecret);
  const existing = await secrets.findOneBy({ name });
  if (existing) return existing.value;
  // Two processes may get here at once: the first insert wins and both read it back.
  await secrets
    .createQueryBuilder()
    .insert()
    .values({ name, value: randomBytes(32).toString('base64url') })
    .orIgnore()
    .execute();
  return (await secrets.findOneByOrFail({ name })).value;
}
