import type { DataSource } from 'typeorm';
import { AdminSession, AdminUser } from '../entities/admin.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import { passwordProblem } from '../lib/password-policy.js';
import { hashPassword } from './passwords.js';

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
  const inserted = await db
    .createQueryBuilder()
    .insert()
    .into(AdminUser)
    .values({ username, passwordHash: hash })
    // The only conflict possible is the name, unique without regard to case (an index on lower(username)).
    .orIgnore()
    .returning('id')
    .execute();
  if (!(inserted.raw as { id: number }[]).length)
    throw new ConflictError(`L’administrateur « ${username} » existe déjà.`);
}

/** Sets a new password and ends every open session of that administrator. */
export async function resetAdminPassword(db: DataSource, username: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new InvalidInputError(problem, { password: problem });
  const hash = await hashPassword(password);
  await db.transaction(async (manager) => {
    const updated = await manager
      .createQueryBuilder()
      .update(AdminUser)
      .set({ passwordHash: hash, passwordChangedAt: () => 'now()' })
      .where('lower(username) = lower(:username)', { username })
      .returning('id')
      .execute();
    const id = (updated.raw as { id: number }[])[0]?.id;
    if (id === undefined) throw new NotFoundError(`Aucun administrateur « ${username} ».`);
    await manager.getRepository(AdminSession).delete({ adminId: id });
  });
}

export async function listAdmins(db: DataSource): Promise<string[]> {
  const admins = await db
    .getRepository(AdminUser)
    .createQueryBuilder('u')
    .select('u.username')
    .orderBy('lower(u.username)')
    .getMany();
  return admins.map((a) => a.username);
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
