import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { MediaStoreConfig } from '../config.js';
import {
  IMMUTABLE_CACHE_CONTROL,
  RangeNotSatisfiableError,
  UPLOADS_URL,
  checkMediaName,
  mediaContentType,
  type ByteRange,
  type MediaInfo,
  type MediaReader,
  type MediaStore,
} from './media-store.js';

type S3Settings = Extract<MediaStoreConfig, { kind: 's3' }>;

/** Multipart part size: what a large upload holds in memory per part in flight. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Media in an S3-compatible bucket (AWS, MinIO, any provider with the S3 protocol), under `<prefix><name>`.
 * Objects carry their content type and the immutable cache policy, so a CDN or the bucket itself can serve them
 * as they are. An object becomes visible only once completely written (S3 semantics), like the local store's
 * rename.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 3,
    });
  }

  async save(name: string, data: Buffer): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        ...this.objectHeaders(name),
        Body: data,
        ContentLength: data.length,
      }),
    );
    return `${UPLOADS_URL}/${name}`;
  }

  /** Streams the file in parts (multipart upload past one part): a 500 MB video never sits in memory. */
  async saveFile(name: string, source: string): Promise<string> {
    const upload = new Upload({
      client: this.client,
      params: { ...this.objectHeaders(name), Body: createReadStream(source) },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
    await rm(source, { force: true });
    return `${UPLOADS_URL}/${name}`;
  }

  async remove(name: string): Promise<void> {
    // Deleting a missing key succeeds in S3: removal is idempotent, as with the local store.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
  }

  async stat(name: string): Promise<MediaInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
      return { size: head.ContentLength ?? 0, etag: head.ETag, lastModified: head.LastModified };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(name: string, range?: ByteRange): Promise<MediaReader | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(name),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      const length = answer.ContentLength ?? 0;
      // "bytes 0-9/1234" when a range was served; the whole object otherwise.
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      const [start, end, size] = served
        ? [Number(served[1]), Number(served[2]), Number(served[3])]
        : [0, length - 1, length];
      return {
        body: answer.Body as Readable,
        size,
        start,
        end,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      if (statusOf(error) === 416) {
        const info = await this.stat(name);
        if (!info) return null;
        throw new RangeNotSatisfiableError(info.size);
      }
      throw error;
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? 'il n’existe pas'
          : status === 403
            ? 'accès refusé (vérifiez S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY)'
            : `${(error as Error).name}${status ? ` ${status}` : ''} : ${(error as Error).message}`;
      throw new Error(
        `Stockage S3 inaccessible : compartiment « ${this.settings.bucket} »` +
          `${this.settings.endpoint ? ` sur ${this.settings.endpoint}` : ''}, ${reason}`,
      );
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private key(name: string): string {
    return `${this.settings.prefix}${checkMediaName(name)}`;
  }

  private objectHeaders(name: string) {
    return {
      Bucket: this.settings.bucket,
      Key: this.key(name),
      ContentType: mediaContentType(name),
      CacheControl: IMMUTABLE_CACHE_CONTROL,
    };
  }
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

const isMissing = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((error as Error)?.name) || statusOf(error) === 404;
