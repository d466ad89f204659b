import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noisyJpeg, pngClaiming, solid } from '../../../../test-support/picture-fixtures';
import { PictureStore } from '../pictures/picture-store';
import { MISSING } from './catalogue-import';
import { FolderPictures } from './folder-pictures';

/** The import's picture check on hostile files, as a sheet's images folder or ZIP brings them. */
describe('FolderPictures.check', () => {
  let dir: string;
  let pictures: FolderPictures;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folder-pictures-'));
    const png = await solid(64, 48).png().toBuffer();
    const jpeg = await noisyJpeg(200, 150);
    await Promise.all([
      writeFile(join(dir, 'fine.png'), png),
      writeFile(join(dir, 'bomb.png'), pngClaiming(30000, 30000)),
      writeFile(join(dir, 'short.png'), pngClaiming(400, 300)),
      writeFile(join(dir, 'half.jpg'), jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      writeFile(join(dir, 'page.jpg'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><body>not a picture</body></html>')])),
      writeFile(join(dir, 'script.png'), '<?php echo 1; ?>'),
    ]);
    pictures = new FolderPictures(dir, new PictureStore(join(dir, 'store')));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('accepts a real picture and answers missing for a name that is not there', async () => {
    expect(await pictures.check('fine.png')).toBeNull();
    expect(await pictures.check('absent.png')).toBe(MISSING);
    expect(await pictures.check('../etc/passwd')).toBe(MISSING);
  });

  it('refuses a PNG declaring 30000 x 30000 pixels before decoding it', async () => {
    const why = await pictures.check('bomb.png');
    expect(why?.en).toBe('bomb.png cannot be read as a picture (30000 × 30000 pixels, more than the 60 million allowed)');
    expect(why?.zh).toContain('bomb.png 无法作为图片读取');
  });

  it('refuses pictures whose data is corrupt or truncated, and a JPEG signature followed by HTML', async () => {
    for (const name of ['short.png', 'half.jpg', 'page.jpg']) {
      const why = await pictures.check(name);
      expect(why?.en).toMatch(new RegExp(`^${name.replace('.', '\\.')} cannot be read as a picture \\(the picture data is damaged \\(decoder: .+\\)\\)$`));
      // The decoder's English stays out of the Chinese sentence.
      expect(why?.zh).toBe(`${name} 无法作为图片读取（图片数据已损坏，无法解码）`);
    }
    expect((await pictures.check('script.png'))?.en).toBe('script.png cannot be read as a picture (its content is not a JPG, PNG, GIF, WebP or TIFF picture)');
  });
});
