import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { Centre } from '../../entities/centre.js';
import { AdminSession, AdminUser, AdminUserCentre, type AdminRole } from '../../entities/admin.js';
import { checkAccountAccess, checkNewAccount, checkNewPassword } from '@garage/contract/account-form';
import type { FieldProblem, FormCheck } from '@garage/contract/form-fields';
import { ConflictError, FormInputError, NotFoundError } from '../../lib/domain-errors.js';
import { hashPassword } from '../../auth/passwords.js';
import { recordAudit } from './audit.js';
import { requireNetworkAdmin, type Actor } from './permissions.js';
import { removeTwoFactor } from './two-factor.js';

/** Account changes made outside the admin screen: the audit trail names them so. */
export const COMMAND_LINE: Actor = { username: '(ligne de commande)', role: 'reseau', centres: [] };
export const STARTUP_CONFIGURATION: Actor = { username: '(configuration)', role: 'reseau', centres: [] };

export const ROLE_LABELS: Record<AdminRole, string> = {
  reseau: 'administrateur du réseau',
  centre: 'responsable de centre',
};

export interface AccountView {
  id: number;
  username: string;
  role: AdminRole;
  centres: string[];
  disabled: boolean;
  createdAt: Date;
}

export interface AccountAccess {
  role: unknown;
  centres?: readonly unknown[] | null;
}

/** Every account change holds this lock, so two changes cannot each leave the other as the last administrator. */
const ACCOUNTS_LOCK = 'admin-accounts';

/** The form's fields, or a FormInputError naming every field at fault. */
function accepted<T>(check: FormCheck<T>): T {
  if (!check.ok) throw new FormInputError(check.problems as [FieldProblem, ...FieldProblem[]]);
  return check.fields;
}

/** The centres of the configured set, as the site last loaded them. */
async function networkCentres(db: DataSource): Promise<string[]> {
  const rows = await db.getRepository(Centre).find({ select: { id: true }, where: { inPreset: true } });
  return rows.map((c) => c.id).sort();
}

async function inAccountsTransaction<T>(db: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return db.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [ACCOUNTS_LOCK]);
    return work(manager);
  });
}

async function lockAccount(manager: EntityManager, username: string): Promise<AdminUser> {
  const account = await manager
    .getRepository(AdminUser)
    .createQueryBuilder('u')
    .where('lower(u.username) = lower(:username)', { username })
    .setLock('pessimistic_write')
    .getOne();
  if (!account) throw new NotFoundError(`Aucun compte « ${username} ».`);
  return account;
}

/** Refuses a change that would leave no enabled network administrator (nobody could manage accounts any more). */
async function keepOneNetworkAdmin(manager: EntityManager): Promise<void> {
  const left = await manager
    .getRepository(AdminUser)
    .createQueryBuilder('u')
    .where(`u.role = 'reseau' AND u.disabledAt IS NULL`)
    .getCount();
  if (!left) throw new ConflictError('Il doit rester au moins un administrateur du réseau actif.');
}

async function viewOf(manager: EntityManager, account: AdminUser): Promise<AccountView> {
  const centres = await manager
    .getRepository(AdminUserCentre)
    .find({ select: { centreId: true }, where: { adminId: account.id }, order: { centreId: 'ASC' } });
  return {
    id: account.id,
    username: account.username,
    role: account.role,
    centres: centres.map((c) => c.centreId),
    disabled: account.disabledAt !== null,
    createdAt: account.createdAt,
  };
}

const describeAccess = (role: AdminRole, centres: readonly string[]) =>
  role === 'centre' ? `${ROLE_LABELS.centre} (${centres.join(', ')})` : ROLE_LABELS.reseau;

/** Every account, by name. Network administrators only. */
export async function listAccounts(db: DataSource, actor: Actor): Promise<AccountView[]> {
  requireNetworkAdmin(actor);
  const accounts = await db.getRepository(AdminUser).createQueryBuilder('u').orderBy('lower(u.username)').getMany();
  const centres = await db.getRepository(AdminUserCentre).find({ order: { centreId: 'ASC' } });
  return accounts.map((a) => ({
    id: a.id,
    username: a.username,
    role: a.role,
    centres: centres.filter((c) => c.adminId === a.id).map((c) => c.centreId),
    disabled: a.disabledAt !== null,
    createdAt: a.createdAt,
  }));
}

/** Creates an account; refuses a bad name, a weak password, a bad role or centre, or a name already taken. */
export async function createAccount(
  db: DataSource,
  actor: Actor,
  input: { username: unknown; password: unknown } & AccountAccess,
): Promise<AccountView> {
  requireNetworkAdmin(actor);
  const { username, password, role, centres } = accepted(checkNewAccount(input, await networkCentres(db)));
  const hash = await hashPassword(password);
  return inAccountsTransaction(db, async (manager) => {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(AdminUser)
      .values({ username, passwordHash: hash, role })
      // The only conflict possible is the name, unique without regard to case (an index on lower(username)).
      .orIgnore()
      .returning('id')
      .execute();
    const id = (inserted.raw as { id: number }[])[0]?.id;
    if (id === undefined) throw new ConflictError(`Le compte « ${username} » existe déjà.`);
    if (centres.length)
      await manager.getRepository(AdminUserCentre).insert(centres.map((centreId) => ({ adminId: id, centreId })));
    await recordAudit(manager, actor.username, {
      action: 'account-create',
      summary: `Création du compte « ${username} », ${describeAccess(role, centres)}`,
      details: { account: username, role, centres },
    });
    return viewOf(manager, await lockAccount(manager, username));
  });
}

/** Changes an account's role and centres; its open sessions follow at their next request. */
export async function setAccountAccess(
  db: DataSource,
  actor: Actor,
  username: string,
  access: AccountAccess,
): Promise<AccountView> {
  requireNetworkAdmin(actor);
  const { role, centres } = accepted(checkAccountAccess(access, await networkCentres(db)));
  return inAccountsTransaction(db, async (manager) => {
    const account = await lockAccount(manager, username);
    await manager.getRepository(AdminUser).update({ id: account.id }, { role });
    const links = manager.getRepository(AdminUserCentre);
    await links.delete({ adminId: account.id });
    if (centres.length) await links.insert(centres.map((centreId) => ({ adminId: account.id, centreId })));
    await keepOneNetworkAdmin(manager);
    await recordAudit(manager, actor.username, {
      action: 'account-role',
      summary: `Compte « ${account.username} » : ${describeAccess(role, centres)}`,
      details: { account: account.username, role, centres },
    });
    return viewOf(manager, { ...account, role });
  });
}

/** Disables an account (it cannot sign in, and its sessions end now) or enables it again. */
export async function setAccountDisabled(
  db: DataSource,
  actor: Actor,
  username: string,
  disabled: boolean,
): Promise<AccountView> {
  requireNetworkAdmin(actor);
  return inAccountsTransaction(db, async (manager) => {
    const account = await lockAccount(manager, username);
    if (disabled && account.username.toLowerCase() === actor.username.toLowerCase())
      throw new ConflictError('Vous ne pouvez pas désactiver votre propre compte.');
    const disabledAt = disabled ? (account.disabledAt ?? new Date()) : null;
    await manager.getRepository(AdminUser).update({ id: account.id }, { disabledAt });
    if (disabled) {
      await manager.getRepository(AdminSession).delete({ adminId: account.id });
      await keepOneNetworkAdmin(manager);
    }
    await recordAudit(manager, actor.username, {
      action: disabled ? 'account-disable' : 'account-enable',
      summary: `${disabled ? 'Désactivation' : 'Réactivation'} du compte « ${account.username} »`,
      details: { account: account.username },
    });
    return viewOf(manager, { ...account, disabledAt });
  });
}

/** Sets a new password and ends every open session of that account. */
export async function resetAccountPassword(
  db: DataSource,
  actor: Actor,
  username: string,
  password: unknown,
): Promise<AccountView> {
  requireNetworkAdmin(actor);
  const hash = await hashPassword(accepted(checkNewPassword({ password })).password);
  return inAccountsTransaction(db, async (manager) => {
    const account = await lockAccount(manager, username);
    await manager
      .getRepository(AdminUser)
      .update({ id: account.id }, { passwordHash: hash, passwordChangedAt: () => 'now()' });
    await manager.getRepository(AdminSession).delete({ adminId: account.id });
    await recordAudit(manager, actor.username, {
      action: 'account-password',
      summary: `Nouveau mot de passe pour le compte « ${account.username} »`,
      details: { account: account.username },
    });
    return viewOf(manager, account);
  });
}

/**
 * Turns two-factor sign-in off for an account that lost both its authenticator and its recovery codes (the account
 * itself can only turn it off with one of them, or its password, from an open session). Its open sessions end: whoever
 * holds one may be the reason the phone is missing. Refused when the account has no second factor.
 */
export async function resetAccountTwoFactor(db: DataSource, actor: Actor, username: string): Promise<AccountView> {
  requireNetworkAdmin(actor);
  return inAccountsTransaction(db, async (manager) => {
    const account = await lockAccount(manager, username);
    if (!(await removeTwoFactor(manager, account.id)))
      throw new ConflictError(`La double authentification n’est pas activée pour le compte « ${account.username} ».`);
    await manager.getRepository(AdminSession).delete({ adminId: account.id });
    await recordAudit(manager, actor.username, {
      action: 'account-two-factor-reset',
      summary: `Double authentification désactivée pour le compte « ${account.username} »`,
      details: { account: account.username },
    });
    return viewOf(manager, account);
  });
}

/** Whether anyone can sign in to manage the site (the gateway warns at start-up when nobody can). */
export async function hasActiveNetworkAdmin(db: DataSource): Promise<boolean> {
  return (await db.getRepository(AdminUser).countBy({ role: 'reseau', disabledAt: IsNull() })) > 0;
}

/**
 * At start-up: creates the network administrator of ADMIN_USERNAME/ADMIN_PASSWORD when no account has that name.
 * An existing account keeps its password and role (use the command line to change them).
 */
export async function ensureInitialAdmin(
  db: DataSource,
  initial: { username: string; password: string } | undefined,
): Promise<'created' | 'exists' | 'none-configured'> {
  if (!initial) return 'none-configured';
  try {
    await createAccount(db, STARTUP_CONFIGURATION, { ...initial, role: 'reseau' });
    return 'created';
  } catch (error) {
    if (error instanceof ConflictError) return 'exists';
    throw error;
  }
}
