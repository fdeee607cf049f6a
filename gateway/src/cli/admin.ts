/**
 * Accounts of the administration:
 *   npm run admin -- create <nom> [--role reseau|centre] [--centres a,b]   asks for the password twice (or reads one
 *                                                                          line from stdin); role reseau by default,
 *                                                                          centre when centres are given
 *   npm run admin -- role <nom> --role reseau|centre [--centres a,b]       changes the role and centres
 *   npm run admin -- disable <nom> | enable <nom>                          a disabled account's sessions end
 *   npm run admin -- reset <nom>                                           new password (also: reset-password); ends
 *                                                                          the account's open sessions
 *   npm run admin -- reset-2fa <nom>                                       turns two-factor sign-in off (phone and
 *                                                                          recovery codes lost); ends its sessions
 *   npm run admin -- list                                                  name, role, centres, disabled
 * Uses the same database as the site (DATABASE_URL, or the embedded one under DATA_DIR: stop the site first).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/database.js';
import { InvalidInputError, isDomainError } from '../lib/domain-errors.js';
import { createLogger } from '../lib/logger.js';
import {
  COMMAND_LINE,
  ROLE_LABELS,
  createAccount,
  listAccounts,
  resetAccountPassword,
  resetAccountTwoFactor,
  setAccountAccess,
  setAccountDisabled,
  type AccountView,
} from '../services/admin/accounts.js';

const usage = [
  'Usage : npm run admin -- <commande>',
  '  create <nom> [--role reseau|centre] [--centres montpellier,nice]',
  '  role <nom> --role reseau|centre [--centres montpellier,nice]',
  '  disable <nom> | enable <nom>',
  '  reset <nom> (ou reset-password <nom>)',
  '  reset-2fa <nom>',
  '  list',
].join('\n');

const COMMANDS = ['create', 'role', 'disable', 'enable', 'reset', 'reset-password', 'reset-2fa', 'list'];

/** A terminal prompt that does not echo what is typed. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(question, resolve));
  muted = true;
  const value = await answer;
  rl.close();
  process.stdout.write('\n');
  return value;
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    // From a pipe: the first line is the password (`echo "$PASSWORD" | npm run admin -- create alice`).
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) return line;
    throw new InvalidInputError('Aucun mot de passe reçu sur l’entrée standard.');
  }
  const first = await askHidden('Mot de passe : ');
  const second = await askHidden('Confirmez le mot de passe : ');
  if (first !== second) throw new InvalidInputError('Les deux mots de passe diffèrent.');
  return first;
}

const describe = (a: AccountView) =>
  [a.username, ROLE_LABELS[a.role], a.centres.join(',') || '-', a.disabled ? 'désactivé' : 'actif'].join('\t');

interface Parsed {
  command: string;
  username: string;
  role: string | undefined;
  centres: string[] | undefined;
}

function parse(argv: string[]): Parsed | null {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: 'string' }, centres: { type: 'string' } },
    });
  } catch {
    return null;
  }
  const [command = '', username = '', ...rest] = parsed.positionals;
  const { role, centres } = parsed.values;
  if (!COMMANDS.includes(command) || rest.length) return null;
  if ((command === 'list') !== !username) return null;
  // Role and centres belong to create and role only; role needs --role.
  if (command !== 'create' && command !== 'role' && (role !== undefined || centres !== undefined)) return null;
  if (command === 'role' && role === undefined) return null;
  return {
    command,
    username,
    role,
    centres: centres
      ?.split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  };
}

async function main(): Promise<number> {
  const args = parse(process.argv.slice(2));
  if (!args) {
    console.error(usage);
    return 2;
  }
  const { command, username } = args;
  const config = loadConfig();
  const needsPassword = command === 'create' || command === 'reset' || command === 'reset-password';
  const password = needsPassword ? await readPassword() : '';
  const database = await openDatabase(config, createLogger('warn'));
  const db = database.dataSource;
  // Without --role, centres make a centre manager; nothing makes a network administrator (today's usage).
  const role = args.role ?? (args.centres?.length ? 'centre' : 'reseau');
  try {
    await database.withStartupLock(() => migrate(db));
    switch (command) {
      case 'list': {
        const accounts = await listAccounts(db, COMMAND_LINE);
        console.log(accounts.length ? accounts.map(describe).join('\n') : 'Aucun compte.');
        break;
      }
      case 'create': {
        const account = await createAccount(db, COMMAND_LINE, { username, password, role, centres: args.centres });
        console.log(`Compte « ${account.username} » créé : ${describe(account)}`);
        break;
      }
      case 'role': {
        const account = await setAccountAccess(db, COMMAND_LINE, username, { role, centres: args.centres });
        console.log(`Compte « ${account.username} » : ${describe(account)}`);
        break;
      }
      case 'disable':
      case 'enable': {
        const account = await setAccountDisabled(db, COMMAND_LINE, username, command === 'disable');
        console.log(
          command === 'disable'
            ? `Compte « ${account.username} » désactivé ; ses sessions ouvertes sont fermées.`
            : `Compte « ${account.username} » réactivé.`,
        );
        break;
      }
      case 'reset-2fa': {
        const account = await resetAccountTwoFactor(db, COMMAND_LINE, username);
        console.log(
          `Double authentification désactivée pour le compte « ${account.username} » : il se connecte avec son ` +
            'mot de passe seul ; ses sessions ouvertes sont fermées.',
        );
        break;
      }
      default: {
        const account = await resetAccountPassword(db, COMMAND_LINE, username, password);
        console.log(`Mot de passe de « ${account.username} » changé ; ses sessions ouvertes sont fermées.`);
      }
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || isDomainError(error)) console.error(error.message);
    else console.error(`Échec : ${(error as Error).message}`);
    process.exit(1);
  },
);
