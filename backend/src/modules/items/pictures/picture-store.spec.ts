import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { noisyJpeg, pngClaiming, sidewaysJpeg, solid } from '../../../../test-support/picture-fixtures';
import { DAMAGED_PICTURE, NOT_A_PICTURE, PICTURE_TOO_LARGE, TOO_MANY_PIXELS } from './picture-rejected';
import { PICTURE_MAX_BYTES, PictureRejected, PictureSize, PictureStore, StoredPicture, pictureUrl } from './picture-store';
import { pause } from '../../../../test-support/wait-for';

let scratch: string;
let store: PictureStore;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'picture-store-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});
beforeEach(async () => {
  store = new PictureStore(await mkdtemp(join(scratch, 'products-')));
});

async function sizeOf(picture: StoredPicture, size: PictureSize) {
  const meta = await sharp(store.pathOf(picture.file, size)!).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

async function rejection(attempt: Promise<unknown>): Promise<PictureRejected> {
  const outcome = await attempt.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(PictureRejected);
  return outcome as PictureRejected;
}

/** Every file under the root, so a refusal can be shown to leave nothing behind. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(store.root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe('PictureStore.ingest', () => {
  it('keeps a large PNG as handed in and makes the three WebP sizes inside their boxes', async () => {
    const bytes = await solid(2400, 1800).png().toBuffer();
    const picture = await store.ingest(bytes);

    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    expect(picture).toEqual({ file: `${hash}.png`, kind: 'png', width: 2400, height: 1800 });
    expect(await readFile(store.pathOf(picture.file, 'original')!)).toEqual(bytes);
    expect(await sizeOf(picture, 'zoom')).toEqual({ format: 'webp', width: 1600, height: 1200 });
    expect(await sizeOf(picture, 'detail')).toEqual({ format: 'webp', width: 800, height: 600 });
    expect(await sizeOf(picture, 'thumb')).toEqual({ format: 'webp', width: 240, height: 180 });
    expect(store.pathOf(picture.file, 'thumb')).toBe(join(store.root, 'thumb', `${hash}.webp`));
    expect(await store.has(picture.file)).toBe(true);
  });

  it('never enlarges a small picture', async () => {
    const picture = await store.ingest(await solid(100, 80).png().toBuffer());
    for (const size of ['zoom', 'detail', 'thumb'] as const) {
      expect(await sizeOf(picture, size)).toEqual({ format: 'webp', width: 100, height: 80 });
    }
  });

  it.each([
    ['jpeg', 'jpg', (s: sharp.Sharp) => s.jpeg()],
    ['gif', 'gif', (s: sharp.Sharp) => s.gif()],
    ['webp', 'webp', (s: sharp.Sharp) => s.webp()],
    ['tiff', 'tif', (s: sharp.Sharp) => s.tiff()],
  ])('accepts %s by its content and keeps its kind', async (kind, extension, encode) => {
    const bytes = await encode(solid(1000, 500)).toBuffer();
    const picture = await store.ingest(bytes);
    expect(picture).toEqual({ file: expect.stringMatching(new RegExp(`^[0-9a-f]{32}\\.${extension}$`)), kind, width: 1000, height: 500 });
    expect(await readFile(store.pathOf(picture.file, 'original')!)).toEqual(bytes);
    expect(await sizeOf(picture, 'zoom')).toEqual({ format: 'webp', width: 1000, height: 500 });
    expect(await sizeOf(picture, 'detail')).toEqual({ format: 'webp', width: 800, height: 400 });
    expect(await sizeOf(picture, 'thumb')).toEqual({ format: 'webp', width: 240, height: 120 });
  });

  it('makes the sizes of an animated GIF from its first frame', async () => {
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((c) => solid(300, 200, c).png().toBuffer()));
    const picture = await store.ingest(await sharp(frames, { join: { animated: true } }).gif().toBuffer());
    expect(picture).toMatchObject({ kind: 'gif', width: 300, height: 200 });
    expect(await sizeOf(picture, 'thumb')).toEqual({ format: 'webp', width: 240, height: 160 });
    const { data } = await sharp(store.pathOf(picture.file, 'detail')!).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
    expect(data[1]).toBeLessThan(50);
  });

  it('stands a sideways-tagged JPEG upright and strips its metadata from the web sizes', async () => {
    const bytes = await sidewaysJpeg();
    const original = await sharp(bytes).metadata();
    expect(original).toMatchObject({ width: 300, height: 200, orientation: 6 });
    expect(original.exif).toBeDefined();

    const picture = await store.ingest(bytes);
    expect(picture).toMatchObject({ kind: 'jpeg', width: 200, height: 300 });
    expect(await readFile(store.pathOf(picture.file, 'original')!)).toEqual(bytes);
    for (const size of ['zoom', 'detail', 'thumb'] as const) {
      const variant = await sharp(store.pathOf(picture.file, size)!).metadata();
      expect([variant.exif, variant.orientation, variant.icc, variant.xmp]).toEqual([undefined, undefined, undefined, undefined]);
    }
    expect(await sizeOf(picture, 'thumb')).toEqual({ format: 'webp', width: 160, height: 240 });
    const { data, info } = await sharp(store.pathOf(picture.file, 'zoom')!).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    const [top, bottom] = [pixel(100, 20), pixel(100, 280)];
    expect(top[0]).toBeGreaterThan(200); // red on top
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200); // blue below
    expect(bottom[0]).toBeLessThan(60);
  });

  it.each([
    ['an SVG', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'],
    ['a PHP script', '<?php system($_GET["c"]); ?>'],
    ['an HTML page', '<!doctype html><html><script>alert(1)</script></html>'],
  ])('refuses %s renamed .jpg, judged by content', async (_what, content) => {
    const path = join(scratch, 'innocent-looking.jpg');
    await writeFile(path, content);
    const refused = await rejection(store.ingestFile(path));
    expect(refused.messages).toEqual(NOT_A_PICTURE);
    expect(refused.reason).toBe('kind');
    expect(refused.message).toBe(NOT_A_PICTURE.en);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a truncated JPEG as damaged and stores nothing', async () => {
    const whole = await noisyJpeg(640, 480);
    const refused = await rejection(store.ingest(whole.subarray(0, Math.floor(whole.length / 2))));
    expect(refused.messages).toEqual(DAMAGED_PICTURE);
    expect(refused.reason).toBe('damaged');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses bytes that only start like a JPEG', async () => {
    const refused = await rejection(store.ingest(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)])));
    expect(refused.messages).toEqual(DAMAGED_PICTURE);
  });

  it('refuses a decompression bomb (a PNG claiming 100000x100000) without decoding it', async () => {
    const refused = await rejection(store.ingest(pngClaiming(100_000, 100_000)));
    expect(refused.messages).toEqual(TOO_MANY_PIXELS);
    expect(refused.reason).toBe('too-many-pixels');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses more than 20 MB, from a buffer or a file, before reading it', async () => {
    expect((await rejection(store.ingest(Buffer.alloc(PICTURE_MAX_BYTES + 1)))).messages).toEqual(PICTURE_TOO_LARGE);
    const path = join(scratch, 'huge.png');
    await writeFile(path, await solid(10, 10).png().toBuffer());
    await truncate(path, PICTURE_MAX_BYTES + 1);
    const refused = await rejection(store.ingestFile(path));
    expect(refused.messages).toEqual(PICTURE_TOO_LARGE);
    expect(refused.reason).toBe('too-large');
  });

  it('reports a missing file as unreadable', async () => {
    expect((await rejection(store.ingestFile(join(scratch, 'nowhere.jpg')))).reason).toBe('unreadable');
  });

  it('ingests a file from a path exactly as its bytes', async () => {
    const bytes = await solid(50, 40).jpeg().toBuffer();
    const path = join(scratch, 'photo.jpeg');
    await writeFile(path, bytes);
    expect(await store.ingestFile(path)).toEqual(await store.ingest(bytes));
  });

  it('stores the same bytes once: a second ingest writes nothing and answers the same', async () => {
    const bytes = await solid(900, 700).png().toBuffer();
    const first = await store.ingest(bytes);
    const sizes: PictureSize[] = ['original', 'zoom', 'detail', 'thumb'];
    const mtimes = async () => Promise.all(sizes.map(async (s) => (await stat(store.pathOf(first.file, s)!)).mtimeMs));
    const before = await mtimes();
    // A fixed wait, not a poll: a rewrite after it would show as a later mtime; nothing happening has no signal.
    await pause(30);

    expect(await store.ingest(bytes)).toEqual(first);
    expect(await mtimes()).toEqual(before);
    expect((await storedFiles()).sort()).toHaveLength(4);
  });

  it('survives the same bytes ingested twice at once into an empty root', async () => {
    const bytes = await solid(1200, 900).jpeg().toBuffer();
    const [a, b] = await Promise.all([store.ingest(bytes), store.ingest(bytes)]);
    expect(a).toEqual(b);
    expect(await readFile(store.pathOf(a.file, 'original')!)).toEqual(bytes);
    expect(await sizeOf(a, 'detail')).toEqual({ format: 'webp', width: 800, height: 600 });
    const files = await storedFiles();
    expect(files.filter((f) => f.endsWith('.partial'))).toEqual([]);
    expect(files).toHaveLength(4);
  });
});

describe('PictureStore.ingestGenerated', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="#38a"/></svg>';

  it('keeps the SVG as is and serves it for every size', async () => {
    const picture = await store.ingestGenerated(svg);
    expect(picture).toEqual({ file: expect.stringMatching(/^[0-9a-f]{32}\.svg$/), kind: 'svg', width: 640, height: 480 });
    const original = store.pathOf(picture.file, 'original')!;
    expect(await readFile(original, 'utf8')).toBe(svg);
    for (const size of ['thumb', 'detail', 'zoom'] as const) expect(store.pathOf(picture.file, size)).toBe(original);
    expect(await store.has(picture.file)).toBe(true);
    expect(await store.ingestGenerated(svg)).toEqual(picture);
    expect(await storedFiles()).toHaveLength(1);
  });
});

describe('PictureStore names', () => {
  const hash = 'a'.repeat(32);

  it.each(['../x', `../${hash}.png`, `${hash}.png/../../x`, `${hash.toUpperCase()}.png`, `${hash}.exe`, `${hash}.PNG`, `${hash}.png.partial`, '', `${hash.slice(1)}.png`])(
    'refuses %p as a stored name',
    async (file) => {
      expect(store.pathOf(file, 'original')).toBeNull();
      expect(store.pathOf(file, 'thumb')).toBeNull();
      expect(await store.has(file)).toBe(false);
    },
  );

  it('refuses an unknown size', () => {
    expect(store.pathOf(`${hash}.png`, '..' as PictureSize)).toBeNull();
  });

  it('places sizes in their folders, originals under their own extension', () => {
    expect(store.pathOf(`${hash}.tif`, 'original')).toBe(join(store.root, 'original', `${hash}.tif`));
    expect(store.pathOf(`${hash}.tif`, 'zoom')).toBe(join(store.root, 'zoom', `${hash}.webp`));
  });

  it('knows nothing it was not given', async () => {
    expect(await store.has(`${hash}.png`)).toBe(false);
  });

  it('builds the public address of a size', () => {
    expect(pictureUrl(`${hash}.png`, 'detail')).toBe(`/api/iteminfo/picture/detail/${hash}.png`);
  });
});
