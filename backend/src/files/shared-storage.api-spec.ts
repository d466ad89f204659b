import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XHR } from '../../test-support/account-helpers';
import { saveTestProduct, settledImport } from '../../test-support/catalogue-fixtures';
import { png, signUpStaff } from '../../test-support/review-fixtures';
import { startS3Server, S3TestServer } from '../../test-support/s3-server';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { FILE_STORAGE, FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder.storage';
import { checkSharedStorage, StorageNotShared } from './shared-storage-check';

/** Two API instances on one S3-compatible storage (s3rver), and the start-up check of the storage. */
describe('files on shared storage', () => {
  let s3: S3TestServer;
  let a: TestApp;
  let b: TestApp;
  const scratch: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-storage-'));
    scratch.push(dir);
    return dir;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    process.env.STORAGE_URL = s3.storageUrl;
    a = await createTestApp();
    b = await createTestApp({ beside: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
    delete process.env.STORAGE_URL;
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it('serves through instance B a product picture uploaded through instance A', async () => {
    expect(a.app.get<FileStorage>(FILE_STORAGE).describe).toMatch(/^s3 http:\/\/127\.0\.0\.1:\d+\/shop-files\/$/);
    const staff = await signUpStaff(a);
    const { pid } = await saveTestProduct(a);
    await a
      .http()
      .post(`/api/admininfo/catalogue/products/${pid}/images`)
      .set({ Authorization: staff.authorization, ...XHR })
      .attach('picture', await png(), 'blot.png')
      .expect(200);
    const [{ file }] = await a.dataSource.query('SELECT file FROM product_images WHERE product_id = $1', [pid]);
    for (const size of ['original', 'thumb', 'detail', 'zoom']) {
      const served = await b.http().get(`/api/iteminfo/picture/${size}/${file}`).expect(200);
      expect([size, served.headers['content-type'], Number(served.headers['content-length']) > 0]).toEqual([size, size === 'original' ? 'image/png' : 'image/webp', true]);
    }
    await b.http().get(`/api/iteminfo/picture/thumb/${'0'.repeat(32)}.png`).expect(404);
  });

  it('imports a sheet uploaded through instance A from the shared storage, whichever process runs the job, and removes it after', async () => {
    const staff = await signUpStaff(a);
    const headers = { Authorization: staff.authorization, ...XHR };
    const catno = `FS-${Date.now() % 1_000_000}`;
    const sheet = Buffer.from(`catno,productname,producttype\n${catno},Fleet import antibody,Primary Antibody\n`, 'utf8');
    const started = await a.http().post('/api/admininfo/catalogue/imports').set(headers).attach('sheet', sheet, 'fleet.csv').expect(200);
    const id = started.body.data.id as string;
    const storage = a.app.get<FileStorage>(FILE_STORAGE);
    expect((await storage.get(`imports/${id}/sheet`))?.toString('utf8')).toBe(sheet.toString('utf8'));
    expect((await settledImport(b, id, headers)).state).toBe('validated');
    await b.http().post(`/api/admininfo/catalogue/imports/${id}/confirm`).set(headers).expect(200);
    expect((await settledImport(a, id, headers)).state).toBe('done');
    expect(await a.dataSource.query('SELECT count(*)::int AS n FROM products WHERE catalogue_number = $1', [catno])).toEqual([{ n: 1 }]);
    expect(await storage.exists(`imports/${id}/sheet`)).toBe(false);
  });

  it('lets an instance start on the storage the others use, and refuses a folder of its own with a clear message', async () => {
    // Instance A recorded the S3 storage's marker at start; the same storage passes again.
    await expect(checkSharedStorage(a.app.get(FILE_STORAGE), b.dataSource)).resolves.toBeUndefined();
    const own = new LocalFolderStorage(folder());
    const refused = checkSharedStorage(own, b.dataSource);
    await expect(refused).rejects.toBeInstanceOf(StorageNotShared);
    await expect(refused).rejects.toThrow(
      new RegExp(`^The file storage \\(folder ${own.root}\\) is not the one the other instances of this shop use: it lacks the marker _shop-instances/marker-[0-9a-f]{24} .*Mount the same shared folder`),
    );
  });

  it('refuses an upload root it cannot write, naming it', async () => {
    const notAFolder = join(folder(), 'a-file');
    writeFileSync(notAFolder, '');
    await expect(checkSharedStorage(new LocalFolderStorage(notAFolder), a.dataSource)).rejects.toThrow(
      `The file storage (folder ${notAFolder}) is not writable by this process`,
    );
  });

  it('records one marker when several instances of a new shop start at once', async () => {
    await a.dataSource.query(`DELETE FROM shop_facts WHERE name = 'storage-marker'`);
    const shared = new LocalFolderStorage(folder());
    await Promise.all([1, 2, 3, 4].map(() => checkSharedStorage(shared, a.dataSource)));
    const markers = await a.dataSource.query(`SELECT value FROM shop_facts WHERE name = 'storage-marker'`);
    expect(markers).toHaveLength(1);
    expect(await shared.exists(`_shop-instances/${markers[0].value}`)).toBe(true);
  });
});
