import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver: an S3-compatible HTTP server in Node (npm), keeping objects in a folder. The S3 driver
// talks to it with the real AWS SDK over HTTP, as it would to MinIO or any other S3-compatible store.
import S3rver from 's3rver';

export interface S3TestServer {
  /** STORAGE_URL for the shop: s3://S3RVER:S3RVER@127.0.0.1:<port>/<bucket>?tls=false */
  storageUrl: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'shop-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const client = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    storageUrl: `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?tls=false`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
