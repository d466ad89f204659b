import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3Server, S3TestServer } from '../../test-support/s3-server';
import { checkedKey, FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder.storage';
import { openFileStorage } from './open-file-storage';
import { parseStorageUrl, S3Storage } from './s3.storage';

async function text(storage: FileStorage, key: string): Promise<string | null> {
  const opened = await storage.stream(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  const all = Buffer.concat(chunks);
  expect(all.length).toBe(opened.length);
  return all.toString();
}

/** One contract, both drivers: the local folder and S3 (against s3rver, a real S3-compatible server). */
describe.each([
  ['local folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'file-storage-'));
    return { storage: new LocalFolderStorage(root) as FileStorage, close: async () => rmSync(root, { recursive: true, force: true }) };
  }],
  ['S3 (s3rver)', async () => {
    const server: S3TestServer = await startS3Server();
    const storage = openFileStorage(server.storageUrl, undefined) as S3Storage;
    return { storage: storage as FileStorage, close: async () => (storage.close(), await server.close()) };
  }],
])('FileStorage: %s', (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await open()));
  afterAll(() => close());

  it('puts, gets, streams, tells existence and deletes', async () => {
    const key = 'products/original/0123456789abcdef0123456789abcdef.png';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await storage.put(key, Buffer.from('first'), 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe('first');
    expect(await text(storage, key)).toBe('first');
    await storage.put(key, Buffer.from('second, longer'));
    expect(await text(storage, key)).toBe('second, longer');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // nothing there: not an error
  });

  it('deletes a folder with its files, and only that folder', async () => {
    await storage.put('imports/abc/sheet', Buffer.from('catno'));
    await storage.put('imports/abc/images.zip', Buffer.from('PK'));
    await storage.put('imports/abcd/sheet', Buffer.from('kept'));
    await storage.deleteFolder('imports/abc');
    expect(await storage.exists('imports/abc/sheet')).toBe(false);
    expect(await storage.exists('imports/abc/images.zip')).toBe(false);
    expect(await storage.exists('imports/abcd/sheet')).toBe(true);
    if (storage instanceof LocalFolderStorage) expect(existsSync(join(storage.root, 'imports/abc'))).toBe(false);
    await storage.deleteFolder('imports/abc'); // nothing there: not an error
    await expect(storage.deleteFolder('../etc')).rejects.toThrow('unsafe storage key');
  });

  it('keeps an empty file and a 3 MB file byte for byte', async () => {
    await storage.put('coa/empty.pdf', Buffer.alloc(0));
    expect((await storage.get('coa/empty.pdf'))?.length).toBe(0);
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    big[12345] = 1;
    await storage.put('reviews/big.jpg', big);
    expect((await storage.get('reviews/big.jpg'))?.equals(big)).toBe(true);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'a/../../b', 'a//b', 'a\\b', '', '.', 'a/./b', 'a\0b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('unsafe storage key');
      await expect(storage.exists(key)).rejects.toThrow('unsafe storage key');
      await expect(storage.get(key)).rejects.toThrow('unsafe storage key');
    }
  });
});

describe('storage keys and STORAGE_URL', () => {
  it('accepts the shop\'s own keys', () => {
    for (const key of ['products/thumb/0123.webp', 'coa/ab.pdf', 'reviews/12-34-x.jpg', '_shop-instances/marker-ab12']) expect(checkedKey(key)).toBe(key);
  });

  it('reads endpoint, bucket, prefix, region and credentials from STORAGE_URL', () => {
    expect(parseStorageUrl('s3://AK:s%2Fcret@minio:9000/shop/files/v1?tls=false&region=cn-north-1')).toEqual({
      endpoint: 'http://minio:9000',
      region: 'cn-north-1',
      bucket: 'shop',
      prefix: 'files/v1/',
      credentials: { accessKeyId: 'AK', secretAccessKey: 's/cret' },
    });
    expect(parseStorageUrl('s3://storage.example.com/shop')).toMatchObject({ endpoint: 'https://storage.example.com', prefix: '', credentials: undefined });
    expect(() => parseStorageUrl('s3://host')).toThrow('must name a bucket');
  });

  it('opens the UPLOAD_DIR folder when no STORAGE_URL is set', () => {
    const root = mkdtempSync(join(tmpdir(), 'file-storage-'));
    writeFileSync(join(root, 'x'), '');
    expect(openFileStorage(undefined, root).describe).toBe(`folder ${root}`);
    rmSync(root, { recursive: true, force: true });
  });
});
