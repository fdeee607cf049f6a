/**
 * Backups of the whole site (database and media):
 *   npm run backup -- <dossier>            a folder (created; it must not exist or be empty)
 *   npm run backup -- <fichier.tar.gz>     one archive
 * Reads the database and the media store the site is configured with (DATABASE_URL or DATA_DIR, MEDIA_STORE…).
 * A PostgreSQL server can be backed up while the site runs; the embedded database only once the site is stopped.
 */
import { createBackup, isArchivePath } from '../backup/create-backup.js';
import { BackupError } from '../backup/format.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createLogger } from '../lib/logger.js';
import { createMediaStore } from '../media/create-media-store.js';

const usage = 'Usage : npm run backup -- <dossier ou fichier .tar.gz>';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`;

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const target = args[0]!;
  const config = loadConfig();
  const store = await createMediaStore(config.media.store);
  try {
    await store.check();
    const database = await openDatabase(config, createLogger('warn'));
    try {
      const manifest = await createBackup(
        { dataSource: database.dataSource, databaseKind: database.kind, store },
        target,
      );
      const { counts, media } = manifest;
      console.log(
        `Sauvegarde écrite : ${target}${isArchivePath(target) ? '' : '/'} — ${counts.realisations} réalisation(s), ` +
          `${counts.admins} administrateur(s), ${counts.contactRequests} demande(s) de contact, ` +
          `${media.files.length} fichier(s) média (${megabytes(media.totalBytes)}).`,
      );
      if (media.skipped.length)
        console.log(`${media.skipped.length} fichier(s) d’envois jamais enregistrés et absents du stockage : ignorés.`);
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
    else console.error(`Échec de la sauvegarde : ${(error as Error).message}`);
    process.exit(1);
  },
);
