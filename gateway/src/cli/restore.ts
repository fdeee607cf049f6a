/**
 * Restores a backup written by `npm run backup`:
 *   npm run restore -- <dossier ou fichier .tar.gz>
 * into the database and media store the site is configured with (DATABASE_URL or DATA_DIR, MEDIA_STORE…), which
 * must hold no realisation, administrator, contact request nor upload: a restore never overwrites a site.
 * Stop the site first when it uses the embedded database.
 */
import { BackupError } from '../backup/format.js';
import { restoreBackup } from '../backup/restore-backup.js';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../lib/logger.js';

const usage = 'Usage : npm run restore -- <dossier ou fichier .tar.gz>';

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const { manifest, upgradedWith } = await restoreBackup(config, createLogger('warn'), args[0]!);
  const { counts, media } = manifest;
  console.log(
    `Sauvegarde du ${manifest.createdAt} restaurée : ${counts.realisations} réalisation(s), ` +
      `${counts.admins} administrateur(s), ${counts.contactRequests} demande(s) de contact, ` +
      `${media.files.length} fichier(s) média vérifié(s).`,
  );
  if (upgradedWith.length) console.log(`Schéma mis à jour ensuite : ${upgradedWith.join(', ')}.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
    else console.error(`Échec de la restauration : ${(error as Error).message}`);
    process.exit(1);
  },
);
