import type { Browser } from 'playwright-core';
import { deflateSync, crc32 } from 'node:zlib';
import { launchBrowser, openPage, shopUrl } from './support/browser';
import { ApiUser, authorization, logIn, makeStaff, registerByApi } from './reviews-support';

const TEXT = {
  zh: { sheet: '产品表或文献表（.csv 或 .xlsx）', zip: '图片压缩包（.zip，可选）', upload: '上传并检查', confirm: '确认导入', done: '导入完成', again: '导入另一份产品表', loose: '按货号宽松匹配的行', kept: '保留目录中的原货号', unreadable: '无法作为图片读取' },
  en: { sheet: 'Products or references sheet (.csv or .xlsx)', zip: 'Pictures (.zip, optional)', upload: 'Upload and check', confirm: 'Confirm import', done: 'Import finished', again: 'Import another sheet', loose: 'Rows matched loosely by catalogue number', kept: 'The stored numbers are kept', unreadable: 'cannot be read as a picture' },
} as const;

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const SHOTS = process.env.SCREENSHOT_DIR;

/** A PNG header declaring 30000 x 30000 pixels with a few bytes of data: a decompression bomb as a sheet's ZIP would bring it. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

/** A stored (uncompressed) one-entry ZIP. */
function zipOf(name: string, data: Buffer): Buffer {
  const file = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + file.length, 12);
  end.writeUInt32LE(30 + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/**
 * fetch, once more on a connection the server closed before answering: the pooled keep-alive socket
 * idles out while create-staff runs on a loaded machine, and the request never reached the server.
 */
async function freshFetch(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!/other side closed/.test(String((error as { cause?: unknown }).cause))) throw error;
    return fetch(url, init);
  }
}

describe.each(['zh', 'en'] as const)('catalogue import safeguards (%s)', (language) => {
  const t = TEXT[language];
  const run = `${language.toUpperCase()}${Date.now() % 1000000}`;
  let browser: Browser;
  let staff: ApiUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await registerByApi(`safeguards-${language}`);
    await makeStaff(staff);
  });
  afterAll(() => browser.close());

  it('reports a picture bomb on its row, then imports a loosely typed catalogue number keeping the stored one', async () => {
    const catno = `LM-${run}`;
    const created = await freshFetch(`${shopUrl()}/api/admininfo/catalogue/products`, {
      method: 'POST',
      headers: { ...XHR, ...authorization(staff), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ catno, productname: `Loose ${run} antibody`, producttype: 'Primary Antibody' }).toString(),
    });
    expect(created.status).toBe(200);
    for (const width of [1440, 390]) {
      const { page, context, problems } = await openPage(browser, language, { width, height: 900 });
      await logIn(context, staff);
      await page.goto('/admin/catalogue');
      await page.getByLabel(t.sheet).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-form-${language}-${width}.png` });
      const sheet = (rows: string[]) => ({ name: 'sheet.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n'), 'utf8') });

      await page.getByLabel(t.sheet).setInputFiles(sheet(['catno,productname,producttype,images', `BOMB-${run}-${width},Bomb antibody,Primary Antibody,bomb.png`]));
      await page.getByLabel(t.zip).setInputFiles({ name: 'pictures.zip', mimeType: 'application/zip', buffer: zipOf('bomb.png', pixelBomb()) });
      await page.getByRole('button', { name: t.upload }).click();
      const problem = page.locator('table.catalogue-admin__problems tbody tr', { hasText: t.unreadable });
      await problem.waitFor({ timeout: 30000 });
      expect(await problem.locator('td').allInnerTexts()).toEqual(['2', 'images', expect.stringContaining('bomb.png')]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-bad-picture-${language}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: t.again }).click();

      const loose = catno.toLowerCase().replace('-', '');
      await page.getByLabel(t.sheet).setInputFiles(sheet(['catno,productname', `${loose},Loose ${run} antibody ${width}`]));
      await page.getByRole('button', { name: t.upload }).click();
      await page.getByRole('button', { name: t.confirm }).waitFor({ timeout: 30000 });
      const matches = page.getByTestId('loose-matches');
      await matches.getByText(t.kept).waitFor();
      expect(await matches.locator('tbody td').allInnerTexts()).toEqual(['2', loose, catno]);
      // The dry run shows the change itself: only productname, old → new.
      const previous = width === 1440 ? `Loose ${run} antibody` : `Loose ${run} antibody 1440`;
      expect(await page.getByTestId('import-changes').locator('tbody td').allInnerTexts()).toEqual([catno, 'productname', previous, `Loose ${run} antibody ${width}`]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-loose-${language}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: t.confirm }).click();
      await page.getByRole('status').filter({ hasText: t.done }).waitFor({ timeout: 30000 });
      expect(problems).toEqual([]);
      await context.close();
    }
    const search = await freshFetch(`${shopUrl()}/api/admininfo/catalogue/products?q=${encodeURIComponent(catno)}`, { headers: { ...XHR, ...authorization(staff) } });
    const found = (await search.json()) as { data: Array<{ catno: string; productname: string }> };
    expect(found.data).toEqual([expect.objectContaining({ catno, productname: `Loose ${run} antibody 390` })]);
    // Two widths, four imports through the queue: more than the default minute on a loaded machine.
  }, 240_000);
});
