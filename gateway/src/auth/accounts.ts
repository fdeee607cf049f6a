import type { DataSource } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import { hashPassword, passwordProblem } from './passwords.js';

export const USERNAME_PATTERN = /^[\p{L}\p{N}._@-]{3,64}$/u;

/** Creates an administrator; refuses a bad name, a weak password or a name already taken (case ignored). */
export async function createAdmin(db: DataSource, username: string, password: string): Promise<void> {
  if (!USERNAME_PATTERN.test(username))
    throw new InvalidInputError('Nom d’utilisateur invalide : 3 à 64 lettres, chiffres ou . _ @ -', {
      username: 'Nom d’utilisateur invalide : 3 à 64 lettres, chiffres ou . _ @ -',
    });
  const problem = passwordProblem(password);
  if (problem) throw new InvalidInputError(problem, { password: problem });
  const hash = await hashPassword(password);
  const inserted = (await db.query(
    `INSERT INTO admin_user (username, password_hash) VALUES ($1, $2)
     ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
    [username, hash],
  )) as unknown[];
  if (!inserted.length) throw new ConflictError(`L’administrateur « ${username} » existe déjà.`);
}

/** Sets a new password and ends every open session of that administrator. */
export async function resetAdminPassword(db: DataSource, username: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new InvalidInputError(problem, { password: problem });
  const hash = await hashPassword(password);
  await db.transaction(async (manager) => {
    const rows = (await manager.query(
      `UPDATE admin_user SET password_hash = $2, password_changed_at = now() WHERE lower(username) = lower($1) RETURNING id`,
      [username, hash],
    )) as [{ id: number }[], number];
    const id = rows[0][0]?.id;
    if (id === undefined) throw new NotFoundError(`Aucun administrateur « ${username} ».`);
    await manager.query('DELETE FROM admin_session WHERE admin_id = $1', [id]);
  });
}

export async function listAdmins(db: DataSource): Promise<string[]> {
  const rows = (await db.query('SELECT username FROM admin_user ORDER BY lower(username)')) as { username: string }[];
  return rows.map((r) => r.username);
}

/**
 * At start-up: creates the administrator of ADMIN_USERNAME/ADMIN_PASSWORD when no account has that name.
 * An existing account keeps its password (use the reset-password command to change it).
 */
export async function ensureInitialAdmin(
  db: DataSource,
  initial: { username: string; password: string } | undefined,
): Promise<'created' | 'exists' | 'none-configured'> {
  if (!initial) return 'none-configured';
  try {
    await createAdmin(db, initial.username, initial.password);
    return 'created';
  } catch (error) {
    if (error instanceof ConflictError) return 'exists';
    throw error;
  }
}
