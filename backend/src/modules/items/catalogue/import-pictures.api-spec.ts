import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { SignedUp, XHR } from '../../../../test-support/account-helpers';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { zipBytes } from '../../../../test-support/zip-fixture';
import { noisyJpeg, pngClaiming, solid } from '../../../../test-support/picture-fixtures';

/**
 * A sheet whose pictures ZIP holds hostile files (issue 24): each bad picture is a problem on its
 * row and column, the import ends as rejected with those problems, nothing is written.
 */
describe('catalogue import with bad pictures', () => {
  let shop: TestApp;
  let staff: SignedUp;

  beforeAll(async () => {
    shop = await createTestApp();
    staff = await signUpStaff(shop);
  }, 60_000);
  afterAll(() => shop.close());

  const api = (path: string) => `/api/admininfo/catalogue${path}`;
  const as = (language: 'zh' | 'en') => ({ Authorization: staff.authorization, 'X-Language': language, ...XHR });

  async function settle(id: string, language: 'zh' | 'en') {
    for (let i = 0; i < 300; i++) {
      const res = await shop.http().get(api(`/imports/${id}`)).set(as(language)).expect(200);
      if (!['validating', 'importing'].includes(res.body.data.state)) return res.body.data;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`import ${id} never settled`);
  }

  it('reports a pixel bomb, corrupt PNG data and a JPEG signature followed by HTML by row, nothing written', async () => {
    const good = await solid(80, 60).png().toBuffer();
    const jpeg = await noisyJpeg(120, 90);
    const zip = zipBytes([
      { name: 'good.png', data: good },
      { name: 'bomb.png', data: pngClaiming(30000, 30000), deflate: true },
      { name: 'corrupt.png', data: pngClaiming(300, 200) },
      { name: 'page.jpg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<!doctype html><html><body>hi</body></html>')]) },
      { name: 'cut.jpg', data: jpeg.subarray(0, jpeg.length >> 1) },
    ]);
    const rows = [
      'catno,productname,producttype,images',
      'PIC-1,Anti-PICA Antibody,Primary Antibody,good.png',
      'PIC-2,Anti-PICB Antibody,Primary Antibody,bomb.png',
      'PIC-3,Anti-PICC Antibody,Primary Antibody,corrupt.png',
      'PIC-4,Anti-PICD Antibody,Primary Antibody,good.png;page.jpg',
      'PIC-5,Anti-PICE Antibody,Primary Antibody,cut.jpg',
    ];
    const started = await shop.http().post(api('/imports')).set(as('en'))
      .attach('sheet', Buffer.from(rows.join('\n')), 'pictures.csv').attach('images', zip, 'pictures.zip').expect(200);
    const checked = await settle(started.body.data.id, 'en');
    expect(checked.state).toBe('rejected');
    const lines = checked.report.problems.map((p: { row: number; column: string; message: string }) => `row ${p.row}, column ${p.column}: ${p.message}`);
    expect(lines).toEqual([
      'row 3, column images: bomb.png cannot be read as a picture (30000 × 30000 pixels, more than the 60 million allowed)',
      expect.stringMatching(/^row 4, column images: corrupt\.png cannot be read as a picture \(the picture data is damaged: .+\)$/),
      expect.stringMatching(/^row 5, column images: page\.jpg cannot be read as a picture \(the picture data is damaged: .+\)$/),
      expect.stringMatching(/^row 6, column images: cut\.jpg cannot be read as a picture \(the picture data is damaged: .+\)$/),
    ]);
    const zh = await settle(started.body.data.id, 'zh');
    expect(zh.report.problems[0].message).toContain('bomb.png 无法作为图片读取');
    expect((await shop.dataSource.query('SELECT count(*)::int AS n FROM products'))[0].n).toBe(0);
  });
});
