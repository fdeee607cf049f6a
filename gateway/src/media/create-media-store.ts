import type { MediaStoreConfig } from '../config.js';
import { LocalMediaStore } from './local-store.js';
import type { MediaStore } from './media-store.js';

/** The store the configuration asks for. The S3 client is loaded only when used. */
export async function createMediaStore(config: MediaStoreConfig): Promise<MediaStore> {
  if (config.kind === 'local') return new LocalMediaStore(config.directory);
  const { S3MediaStore } = await import('./s3-store.js');
  return new S3MediaStore(config);
}
