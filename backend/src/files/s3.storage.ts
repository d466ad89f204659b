import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { checkedKey, FileStorage, OpenedFile } from './file-storage';

/**
 * STORAGE_URL for S3-compatible object storage:
 *   s3://ACCESS_KEY:SECRET@host:port/bucket[/prefix]?region=us-east-1&tls=false
 * Path-style addressing (MinIO, Ceph, SeaweedFS, Garage, s3rver all take it); `tls=false` for a
 * plain-HTTP endpoint inside a private network; without credentials the SDK's usual chain (env,
 * instance role) applies.
 */
export interface S3Location {
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function parseStorageUrl(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:') throw new Error('STORAGE_URL must start with s3://');
  const [bucket, ...prefix] = parsed.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('STORAGE_URL must name a bucket: s3://key:secret@host:port/bucket');
  const tls = parsed.searchParams.get('tls') !== 'false';
  return {
    endpoint: `${tls ? 'https' : 'http'}://${parsed.host}`,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    bucket,
    prefix: prefix.length > 0 ? `${prefix.join('/')}/` : '',
    credentials: parsed.username
      ? { accessKeyId: decodeURIComponent(parsed.username), secretAccessKey: decodeURIComponent(parsed.password) }
      : undefined,
  };
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Files as objects of one bucket (under an optional prefix): every instance sees the same ones. */
export class S3Storage implements FileStorage {
  readonly describe: string;
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.describe = `s3 ${location.endpoint}/${location.bucket}/${location.prefix}`;
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: true,
      credentials: location.credentials,
      // A stuck storage must not hold requests for the SDK's default minutes.
      requestHandler: { requestTimeout: 10_000, connectionTimeout: 3_000 },
      maxAttempts: 3,
      // A streamed body with a checksum goes out aws-chunked, which not every S3-compatible server decodes (s3rver
      // stores the chunk framing as the file's bytes): checksums only where the operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType?: string): Promise<void> {
    // An object appears whole or not at all.
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async putFile(key: string, path: string, contentType?: string): Promise<void> {
    // One PUT of a known length, streamed from the file (S3 takes up to 5 GB so; a sheet is at most 300 MB).
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(key), Body: createReadStream(path), ContentType: contentType, ContentLength: size }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const opened = await this.stream(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string): Promise<OpenedFile | null> {
    try {
      const found = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(key) }));
      return { stream: found.Body as Readable, length: Number(found.ContentLength ?? 0) };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(key) }));
  }

  /** Objects have no folders: every object under the prefix goes, a page of the listing at a time. */
  async deleteFolder(key: string): Promise<void> {
    const prefix = `${this.keyOf(key)}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: prefix, ContinuationToken: token }));
      // One DELETE per object: DeleteObjects wants a checksum not every S3-compatible server takes.
      for (const object of page.Contents ?? []) if (object.Key) await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: object.Key }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }

  private keyOf(key: string): string {
    return `${this.location.prefix}${checkedKey(key)}`;
  }
}
