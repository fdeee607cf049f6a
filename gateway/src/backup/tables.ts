import type { EntityManager } from 'typeorm';
import { BackupError } from './format.js';

type Query = Pick<EntityManager, 'query'>;

/**
 * Tables left out of backups: TypeORM's migration history (the manifest lists it, and a restore rebuilds it by
 * running the migrations), and security state. Sessions are not carried over (after a restore everyone signs in again,
 * and a backup at rest holds no live credential), nor sign-in throttling counters, nor the server's secrets (a
 * restored site makes new ones, so device tokens signed before do not carry over either). Two-factor secrets and
 * recovery codes stay out too: they are sealed with a server secret the restored site will not have, so after a
 * restore accounts sign in with their password and enrol again (decision 032).
 */
export const NOT_BACKED_UP = new Set([
  'migrations',
  'typeorm_metadata',
  'admin_session',
  'login_throttle',
  'server_secret',
  'admin_two_factor',
  'admin_recovery_code',
  'admin_login_challenge',
]);

/** Quotes an identifier for SQL (names come from the catalogue or a checked manifest, never from a request). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The tables of the current schema to back up, each after the tables it refers to, so rows can be inserted in
 * this order with every foreign key already satisfied.
 */
export async function tablesInDependencyOrder(db: Query): Promise<string[]> {
  const tables = (
    (await db.query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    )) as { name: string }[]
  )
    .map((t) => t.name)
    .filter((name) => !NOT_BACKED_UP.has(name));
  const links = (await db.query(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema()`,
  )) as { child: string; parent: string }[];

  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of links) {
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!ready.length) {
      const stuck = tables.filter((t) => !placed.has(t)).join(', ');
      throw new BackupError(
        `Clés étrangères circulaires entre les tables ${stuck} : ordre de restauration impossible.`,
      );
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

export async function columnsOf(db: Query, table: string): Promise<string[]> {
  const rows = (await db.query(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  )) as { name: string }[];
  return rows.map((r) => r.name);
}

/** The primary key columns, to dump rows in a stable order. */
export async function primaryKeyOf(db: Query, table: string): Promise<string[]> {
  const rows = (await db.query(
    `SELECT a.attname AS name
       FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary
      ORDER BY array_position(i.indkey, a.attnum)`,
    [ident(table)],
  )) as { name: string }[];
  return rows.map((r) => r.name);
}

/** After rows were inserted with their ids: every serial/identity sequence continues after the largest id. */
export async function resetSequences(db: Query, table: string): Promise<void> {
  const owned = (await db.query(
    `SELECT column_name AS "column", pg_get_serial_sequence($1, column_name) AS sequence
       FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $2`,
    [ident(table), table],
  )) as { column: string; sequence: string | null }[];
  for (const { column, sequence } of owned) {
    if (!sequence) continue;
    await db.query(
      `SELECT setval($1::regclass, coalesce((SELECT max(${ident(column)}) FROM ${ident(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
