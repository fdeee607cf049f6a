/**
 * Restores a backup written by `npm run backup`:
 *   npm run restore -- [--drop-pending] <dossier ou fichier .tar.gz>
 * into the database and media store the site is configured with (DATABASE_URL or DATA_DIR, MEDIA_STORE…), which
 * must hold no realisation, administrator, contact request nor upload: a restore never overwrites a site.
 * E-mails pending in the backup become « à vérifier » in the admin (the original site may have sent them since);
 * `--drop-pending` drops them instead. Stop the site first when it uses the embedded database.
 */
import { BackupError } from '../backup/format.js';
import { restoreBackup } from '../backup/restore-backup.js';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../lib/logger.js';

const usage = 'Usage : npm run restore -- [--drop-pending] <dossier ou fichier .tar.gz>';
const DROP_PENDING = '--drop-pending';

async function main(args: string[]): Promise<number> {
  const dropPending = args.includes(DROP_PENDING);
  const sources = args.filter((a) => a !== DROP_PENDING);
  if (sources.length !== 1 || sources[0]!.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const { manifest, upgradedWith, pendingMail } = await restoreBackup(config, createLogger('warn'), sources[0]!, {
    dropPending,
  });
  const { counts, media } = manifest;
  console.log(
    `Sauvegarde du ${manifest.createdAt} restaurée : ${counts.realisations} réalisation(s), ` +
      `${counts.admins} administrateur(s), ${counts.contactRequests} demande(s) de contact, ` +
      `${media.files.length} fichier(s) média vérifié(s).`,
  );
  if (upgradedWith.length) console.log(`Schéma mis à jour ensuite : ${upgradedWith.join(', ')}.`);
  if (pendingMail.count && pendingMail.dropped)
    console.log(`${pendingMail.count} e-mail(s) en attente dans la sauvegarde supprimé(s) (${DROP_PENDING}).`);
  else if (pendingMail.count)
    console.log(
      `${pendingMail.count} e-mail(s) en attente dans la sauvegarde, peut-être déjà parti(s) du site d’origine : ` +
        '« à vérifier » dans l’administration (E-mails), où un administrateur les envoie ou les supprime.',
    );
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
