import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.js';
import { openDatabase, type Database } from '../../gateway/src/db/database.js';
import { createLogger } from '../../gateway/src/lib/logger.js';
import type { Actor } from '../../gateway/src/services/admin/permissions.js';
import {
  addContactRequestNote,
  setContactRequestStatus,
} from '../../gateway/src/services/contact-requests/handling.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';

const admin: Actor = { username: 'camille', role: 'reseau', centres: [] };

/**
 * Two admins change one contact request at once (issue 25). Another connection holds the row, as an admin whose
 * change is not committed yet: the gateway's change must wait for it and build on it, never on what it read before.
 */
describe('a contact request changed by two admins at once', () => {
  let test: TestDatabase;
  let database: Database;
  let other: pg.Client;
  let id: string;
  beforeAll(async () => {
    test = await createTestDatabase('server', { empty: true });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: test.env.DATA_DIR, DATABASE_URL: test.env.DATABASE_URL! });
    database = await openDatabase(config, createLogger('silent'));
    await database.dataSource.runMigrations();
    other = new pg.Client({ connectionString: test.env.DATABASE_URL });
    await other.connect();
    const [inserted] = (await database.dataSource.query(
      `INSERT INTO contact_request (name, email, message, consent_at, client_hash)
       VALUES ('Léa Martin', 'lea@example.fr', 'Devis stage 1', now(), 'k') RETURNING id`,
    )) as { id: string }[];
    id = inserted!.id;
  });
  afterAll(async () => {
    await other?.end();
    await database?.close();
    await test?.drop();
  });

  /** Runs `change` while the other connection holds the row with `status` set and not committed, then commits. */
  async function whileAnotherAdminChangesIt(status: string, change: () => Promise<unknown>) {
    await other.query('BEGIN');
    await other.query('UPDATE contact_request SET status = $1 WHERE id = $2', [status, id]);
    let settled = false;
    const running = change().finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waited = !settled;
    await other.query('COMMIT');
    await running;
    return { waited };
  }

  it('records the status change from the status the other admin left, not from the one read before', async () => {
    const { waited } = await whileAnotherAdminChangesIt('in_progress', () =>
      setContactRequestStatus(database.dataSource, admin, id, 'done'),
    );
    expect(waited).toBe(true);
    const audit = (await database.dataSource.query(
      `SELECT summary, details FROM admin_audit WHERE action = 'request-status' ORDER BY id`,
    )) as { summary: string; details: { from: string; to: string } }[];
    expect(audit.map((a) => a.details)).toEqual([expect.objectContaining({ from: 'in_progress', to: 'done' })]);
    expect(audit[0]!.summary).toBe('Demande de Léa Martin : En cours → Traité');
  });

  it('keeps the status another admin set while a note was being added', async () => {
    const { waited } = await whileAnotherAdminChangesIt('archived', () =>
      addContactRequestNote(database.dataSource, admin, id, 'Rappelée, rendez-vous mardi.'),
    );
    expect(waited).toBe(true);
    const [row] = (await database.dataSource.query('SELECT status FROM contact_request WHERE id = $1', [id])) as {
      status: string;
    }[];
    expect(row!.status).toBe('archived');
    const notes = (await database.dataSource.query('SELECT body FROM contact_request_note')) as { body: string }[];
    expect(notes).toEqual([{ body: 'Rappelée, rendez-vous mardi.' }]);
  });
});
