import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractImageArchive, resolveInside, type ImageFolder } from './image-archive';
import { SheetError } from './sheet-error';
import { writeZip, type FixtureEntry } from '../../test-support/zip-fixture';

let dir: string;
let count = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-archive-spec-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function zip(entries: FixtureEntry[]): Promise<string> {
  const path = join(dir, `images-${++count}.zip`);
  await writeZip(path, entries);
  return path;
}

/** Extracts with TMPDIR pointed at a folder of its own, to see what a refusal leaves behind. */
async function extract(path: string, limits?: Parameters<typeof extractImageArchive>[1]) {
  const temp = await mkdtemp(join(dir, 'tmp-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = temp;
  try {
    const result = await extractImageArchive(path, limits).then(
      (folder) => ({ folder, error: null }),
      (error: unknown) => ({ folder: null, error }),
    );
    return { ...result, leftBehind: result.folder ? [] : await readdir(temp) };
  } finally {
    process.env.TMPDIR = previous;
  }
}

async function refused(path: string, limits?: Parameters<typeof extractImageArchive>[1]): Promise<SheetError> {
  const { error, leftBehind } = await extract(path, limits);
  expect(error).toBeInstanceOf(SheetError);
  expect(leftBehind).toEqual([]);
  return error as SheetError;
}

async function extracted(path: string): Promise<ImageFolder> {
  const { folder, error } = await extract(path);
  expect(error).toBeNull();
  return folder as ImageFolder;
}

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('extractImageArchive', () => {
  it('keeps folders inside the archive, decodes Chinese names (UTF-8 and GBK), and disposes cleanly', async () => {
    const gbkName = Buffer.concat([Buffer.from('wb/'), Buffer.from([0xbf, 0xb9, 0xcc, 0xe5]), Buffer.from('.png')]); // wb/抗体.png
    const folder = await extracted(
      await zip([
        { name: 'wb/' },
        { name: 'wb/fig1.png', data: png, deflate: true },
        { name: 'ihc/组织/图2.png', data: png, utf8: true },
        { name: gbkName, data: png },
        { name: '__MACOSX/wb/._fig1.png', data: 'resource fork' },
      ]),
    );
    expect([...folder.files].sort()).toEqual(['ihc/组织/图2.png', 'wb/fig1.png', 'wb/抗体.png']);
    expect(folder.skipped).toEqual([]);
    expect(await readFile(join(folder.root, 'wb/fig1.png'))).toEqual(png);
    expect(await readFile(join(folder.root, 'ihc/组织/图2.png'))).toEqual(png);
    expect(await readFile(join(folder.root, 'wb/抗体.png'))).toEqual(png);
    expect(resolveInside(folder.root, 'wb/抗体.png')).toBe(join(folder.root, 'wb/抗体.png'));

    await folder.dispose();
    await expect(stat(folder.root)).rejects.toMatchObject({ code: 'ENOENT' });
    await folder.dispose();
  });

  it.each([
    ['../evil.png', 'points outside'],
    ['wb/../../evil.png', 'points outside'],
    ['/etc/cron.d/evil', 'absolute path'],
    ['C:/evil.png', 'absolute path'],
    ['wb\\..\\..\\evil.png', 'backslash'],
    ['fig\0.png', 'invalid character'],
  ])('refuses the entry name %j', async (name, problem) => {
    const error = await refused(await zip([{ name: 'ok.png', data: png }, { name, data: png }]));
    expect(error.text.en).toContain(problem);
  });

  it('refuses a ZIP bomb: a small archive with a 60 MB entry', async () => {
    const path = await zip([{ name: 'bomb.png', data: Buffer.alloc(60 * 1024 * 1024), deflate: true }]);
    expect((await stat(path)).size).toBeLessThan(100 * 1024);
    const error = await refused(path);
    expect(error.text.en).toContain('more than 50 MB');
    expect(error.getStatus()).toBe(413);
  });

  it('refuses an entry compressed beyond any image (ratio above 200)', async () => {
    const error = await refused(await zip([{ name: 'flat.png', data: Buffer.alloc(5 * 1024 * 1024), deflate: true }]));
    expect(error.text.en).toContain('compressed more than 200 times');
  });

  it('accepts a highly compressed entry below 1 MB', async () => {
    const folder = await extracted(await zip([{ name: 'small.png', data: Buffer.alloc(900 * 1024), deflate: true }]));
    expect(folder.files).toEqual(['small.png']);
    await folder.dispose();
  });

  it('does not trust the sizes in the headers: counts what inflates', async () => {
    const lying = { name: 'liar.png', data: Buffer.alloc(60 * 1024 * 1024), deflate: true, declaredSize: 1000 };
    const error = await refused(await zip([lying]));
    expect(error.text.en).toMatch(/cannot be read|more than/);
  });

  it('refuses archives above the total size, counting all entries', async () => {
    const entries = [1, 2, 3].map((n) => ({ name: `fig${n}.png`, data: Buffer.alloc(400, n) }));
    const error = await refused(await zip(entries), { maxTotalBytes: 1000 });
    expect(error.text.en).toContain('unpacks to more than');
  });

  it('refuses more than 20,000 entries', async () => {
    const entries = Array.from({ length: 20_001 }, (_, n) => ({ name: `f${n}.png` }));
    const error = await refused(await zip(entries));
    expect(error.text.en).toContain('20001 entries; at most 20000');
  });

  it('refuses encrypted entries', async () => {
    const error = await refused(await zip([{ name: 'secret.png', data: png, encrypted: true }]));
    expect(error.text.en).toContain('encrypted');
  });

  it('refuses two files of the same name', async () => {
    const error = await refused(await zip([{ name: 'a.png', data: png }, { name: 'a.png', data: png }]));
    expect(error.text.en).toContain('same name');
  });

  it('refuses what is not a ZIP at all', async () => {
    const path = join(dir, 'not-a-zip.zip');
    await writeFile(path, 'catno,productname\n');
    const error = await refused(path);
    expect(error.text.en).toContain('cannot be read');
  });

  it('does not extract symbolic links', async () => {
    const folder = await extracted(
      await zip([
        { name: 'link.png', data: '/etc/passwd', unixMode: 0o120777 },
        { name: 'real.png', data: png, unixMode: 0o100644 },
      ]),
    );
    expect(folder.files).toEqual(['real.png']);
    expect(folder.skipped).toEqual(['link.png']);
    expect(await readdir(folder.root)).toEqual(['real.png']);
    await folder.dispose();
  });
});

describe('resolveInside', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(dir, 'root-'));
    await mkdir(join(root, 'wb'));
    await writeFile(join(root, 'wb', 'fig1.png'), png);
    await symlink('/etc/passwd', join(root, 'escape.png'));
    await symlink(join(root, 'wb', 'fig1.png'), join(root, 'alias.png'));
    await symlink('/etc', join(root, 'etc'));
    await symlink(join(dir, 'not-there-yet.png'), join(root, 'dangling.png'));
  });

  it.each([
    ['wb/fig1.png', 'wb/fig1.png'],
    ['./wb/fig1.png', 'wb/fig1.png'],
    ['missing.png', 'missing.png'],
    ['new/folder/missing.png', 'new/folder/missing.png'],
    ['..two-dots-in-a-name.png', '..two-dots-in-a-name.png'],
    ['alias.png', 'alias.png'],
  ])('resolves %j inside the folder', (name, relative) => {
    expect(resolveInside(root, name)).toBe(join(root, relative));
  });

  it('reads the name in NFC, as the archive names were stored', () => {
    expect(resolveInside(root, 'Café.png'.normalize('NFD'))).toBe(join(root, 'Café.png'.normalize('NFC')));
  });

  it.each([
    ['../outside.png'],
    ['wb/../../outside.png'],
    ['wb/../fig1.png'],
    ['/etc/passwd'],
    ['C:/Windows/win.ini'],
    ['wb\\fig1.png'],
    ['fig\0.png'],
    [''],
    ['.'],
    ['escape.png'],
    ['etc/passwd'],
    ['etc/not-a-file-there.png'],
    ['dangling.png'],
  ])('refuses %j', (name) => {
    expect(resolveInside(root, name)).toBeNull();
  });
});
