import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../../../../test-support/test-app';
import { SignedUp, XHR } from '../../../../../test-support/account-helpers';
import { settledImport } from '../../../../../test-support/catalogue-fixtures';
import { signUpStaff } from '../../../../../test-support/review-fixtures';
import { zipBytes } from '../../../../../test-support/zip-fixture';
import { solid } from '../../../../../test-support/picture-fixtures';
import { FILE_STORAGE } from '../../../../files/file-storage';
import { LocalFolderStorage } from '../../../../files/local-folder.storage';
import { CATALOGUE_IMPORT_QUEUE, EXPIRY_SCHEDULER } from './catalogue-import.job';
import { CatalogueImportProcessor } from './catalogue-import.processor';

/**
 * Issue 35: an import's files (the sheet and its pictures' ZIP in `imports/<id>/`) go with their
 * folder once no step reads them again (rejected, finished), and a checked import nobody confirms
 * expires after a day through a sweep every instance schedules under one id.
 */
describe('catalogue import files', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let root: string;

  beforeAll(async () => {
    shop = await createTestApp();
    staff = await signUpStaff(shop);
    root = (shop.app.get(FILE_STORAGE) as LocalFolderStorage).root;
  }, 60_000);
  afterAll(() => shop.close());

  const api = (path: string) => `/api/admininfo/catalogue${path}`;
  const as = (language: 'zh' | 'en' = 'en') => ({ Authorization: staff.authorization, 'X-Language': language, ...XHR });
  const folder = (id: string) => join(root, 'imports', id);

  async function upload(rows: string[], withPictures = false) {
    const req = shop.http().post(api('/imports')).set(as()).attach('sheet', Buffer.from(rows.join('\n')), 'files.csv');
    if (withPictures) req.attach('images', zipBytes([{ name: 'a.png', data: await solid(40, 30).png().toBuffer() }]), 'pictures.zip');
    const id: string = (await req.expect(200)).body.data.id;
    return settledImport(shop, id, as(), 300);
  }

  it('removes a rejected import\'s folder with its sheet and pictures', async () => {
    const rejected = await upload(['catno,productname,producttype,images', 'FILES-1,Anti-FILA Antibody,Not a type,a.png'], true);
    expect(rejected.state).toBe('rejected');
    expect(existsSync(folder(rejected.id))).toBe(false);
  });

  it('keeps a checked import\'s files until it is confirmed, then removes the folder', async () => {
    const checked = await upload(['catno,productname,producttype,images', 'FILES-2,Anti-FILB Antibody,Primary Antibody,a.png'], true);
    expect(checked.state).toBe('validated');
    expect(existsSync(join(folder(checked.id), 'sheet'))).toBe(true);
    expect(existsSync(join(folder(checked.id), 'images.zip'))).toBe(true);
    await shop.http().post(api(`/imports/${checked.id}/confirm`)).set(as()).expect(200);
    const done = await settledImport(shop, checked.id, as(), 300);
    expect([done.state, done.message]).toEqual(['done', null]);
    expect(existsSync(folder(checked.id))).toBe(false);
  });

  it('expires a checked import left unconfirmed for a day: rejected with a message in the reader\'s language, files gone, confirm refused', async () => {
    const fresh = await upload(['catno,productname,producttype', 'FILES-3,Anti-FILC Antibody,Primary Antibody']);
    const stale = await upload(['catno,productname,producttype', 'FILES-4,Anti-FILD Antibody,Primary Antibody']);
    expect([fresh.state, stale.state]).toEqual(['validated', 'validated']);
    await shop.dataSource.query(`UPDATE catalogue_imports SET updated_at = now() - interval '25 hours' WHERE id = $1`, [stale.id]);

    expect(await shop.app.get(CatalogueImportProcessor).expireUnconfirmed()).toBe(1);
    const expired = (await shop.http().get(api(`/imports/${stale.id}`)).set(as()).expect(200)).body.data;
    expect(expired.state).toBe('rejected');
    expect(expired.message).toBe('This import was not confirmed within 24 hours of its check and has expired; nothing was written and its files were deleted. Please upload it again');
    const zh = (await shop.http().get(api(`/imports/${stale.id}`)).set(as('zh')).expect(200)).body.data;
    expect(zh.message).toBe('检查通过后 24 小时内未确认，这次导入已作废，未写入任何内容，上传的文件已删除；请重新上传');
    expect(existsSync(folder(stale.id))).toBe(false);
    await shop.http().post(api(`/imports/${stale.id}/confirm`)).set(as()).expect(409);
    expect((await shop.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE catalogue_number = 'FILES-4'`))[0].n).toBe(0);

    // The import checked a moment ago stays, files and all.
    expect((await shop.http().get(api(`/imports/${fresh.id}`)).set(as()).expect(200)).body.data.state).toBe('validated');
    expect(existsSync(join(folder(fresh.id), 'sheet'))).toBe(true);
  });

  it('schedules the sweep once under a fixed id, however many instances start', async () => {
    const queue = shop.app.get<Queue>(getQueueToken(CATALOGUE_IMPORT_QUEUE));
    const sweeps = async () => (await queue.getJobSchedulers()).filter((s) => s.key === EXPIRY_SCHEDULER || s.id === EXPIRY_SCHEDULER);
    expect(await sweeps()).toHaveLength(1);
    // Another instance starting declares the same schedule: still one.
    await shop.app.get(CatalogueImportProcessor).scheduleSweep();
    const [sweep, ...more] = await sweeps();
    expect(more).toEqual([]);
    expect(sweep?.every).toBe(60 * 60_000);
  });
});
