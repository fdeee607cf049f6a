import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

type Query = Pick<EntityManager, 'query'>;

/**
 * A random secret of the site, named by `name`: made on first use and kept in PostgreSQL, so every gateway process
 * uses the same one. It is not part of backups: a restored site makes a new one, which voids what the old one
 * signed (device tokens: a restored site trusts no device yet).
 */
export async function serverSecret(db: Query, name: string): Promise<string> {
  const read = async () =>
    ((await db.query('SELECT value FROM server_secret WHERE name = $1', [name])) as { value: string }[])[0]?.value;
  const existing = await read();
  if (existing) return existing;
  // Two processes may get here at once: the first insert wins and both read it back.
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  return (await read())!;
}
