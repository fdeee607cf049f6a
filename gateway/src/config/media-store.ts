import { ConfigError } from './config-error.js';
import type { Env } from './env-schema.js';

/** Where media files live: DATA_DIR/uploads, or an S3-compatible bucket. */
export type MediaStoreConfig =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      /** Any S3-compatible service (MinIO, s3rver, another provider); AWS when unset. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's usual credential chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** Prepended to every file name to make the object key (`uploads/` by default, like the URL path). */
      prefix: string;
    };

/**
 * MEDIA_STORE chooses the store; unset, S3_BUCKET alone selects S3. S3 settings without a bucket are refused rather
 * than ignored: a typo there would otherwise keep media on one machine's disk without anyone noticing.
 */
export function mediaStoreConfig(e: Env, localDirectory: string): MediaStoreConfig {
  const kind = e.MEDIA_STORE ?? (e.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') {
    if (!e.MEDIA_STORE) {
      const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((v) => e[v]);
      if (stray) throw new ConfigError('S3_BUCKET', `est obligatoire quand ${stray} est défini`);
    }
    return { kind: 'local', directory: localDirectory };
  }
  if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'est obligatoire avec MEDIA_STORE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'doit être défini avec S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY ensemble',
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    prefix: e.S3_PREFIX,
  };
}
