/**
 * Administrator accounts:
 *   npm run admin -- create <username>           asks for the password twice (or reads one line from stdin)
 *   npm run admin -- reset-password <username>   same; ends that administrator's open sessions
 *   npm run admin -- list
 * Uses the same database as the site (DATABASE_URL, or the embedded one under DATA_DIR: stop the site first).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { createAdmin, listAdmins, resetAdminPassword } from '../auth/accounts.js';
import { InvalidInputError, isDomainError } from '../lib/domain-errors.js';
import { ConfigError, loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/database.js';
import { createLogger } from '../lib/logger.js';

const [command, username] = process.argv.slice(2);
const usage = 'Usage : npm run admin -- create <nom> | reset-password <nom> | list';

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

async function main(): Promise<number> {
  if (!['create', 'reset-password', 'list'].includes(command ?? '') || (command !== 'list' && !username)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const password = command === 'list' ? '' : await readPassword();
  const database = await openDatabase(config, createLogger('warn'));
  try {
    await database.withStartupLock(() => migrate(database.dataSource));
    if (command === 'list') {
      const names = await listAdmins(database.dataSource);
      console.log(names.length ? names.join('\n') : 'Aucun administrateur.');
    } else if (command === 'create') {
      await createAdmin(database.dataSource, username!, password);
      console.log(`Administrateur « ${username} » créé.`);
    } else {
      await resetAdminPassword(database.dataSource, username!, password);
      console.log(`Mot de passe de « ${username} » changé ; ses sessions ouvertes sont fermées.`);
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
