import sharp from 'sharp';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { signUp, SignedUp, XHR } from '../../../../test-support/account-helpers';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { REFERENCE_COLUMNS } from '@shop/contract';
import { saveTestProduct, settledImport } from '../../../../test-support/catalogue-fixtures';
import { waitForValue } from '../../../../test-support/wait-for';

/**
 * Research evidence through the HTTP API as staff and researchers meet it (issue 15): a product's
 * references (staff calls and the references sheet), the validation column, evidence from approved
 * reviews, and the RRID. Real PostgreSQL, Redis queues and picture store; nothing mocked.
 */
describe('references, validation evidence and RRIDs', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let customer: SignedUp;

  beforeAll(async () => {
    shop = await createTestApp();
    [staff, customer] = await Promise.all([signUpStaff(shop), signUp(shop)]);
  }, 60_000);
  afterAll(() => shop.close());

  const as = (user: SignedUp, language: 'zh' | 'en' = 'en') => ({ Authorization: user.authorization, 'X-Language': language, ...XHR });
  const api = (path: string) => `/api/admininfo/catalogue${path}`;
  const references = (pid: number | string, path = '') => api(`/products/${pid}/references${path}`);
  const detail = async (pid: number) => (await shop.http().get('/api/iteminfo/baseinfo/').query({ pid }).expect(200)).body.data;
  const stored = async (pid: number) => shop.dataSource.query('SELECT title, pubmed_id FROM product_references WHERE product_id = $1 ORDER BY position', [pid]);

  const paper = {
    title: 'TP53 loss drives ferroptosis resistance',
    journal: 'Nature Communications',
    pmid: '30266930',
    sample: 'HeLa cells',
    species: 'human',
    application: 'wb',
    impact_factor: '16.60',
  };

  describe('staff reference calls', () => {
    it('adds, lists, edits and deletes a reference; the product page, citations and evidence follow', async () => {
      const { pid } = await saveTestProduct(shop, { application: 'WB, IHC-P', reactivity: 'Human, Mouse' });
      expect((await shop.http().get(references(pid)).set(as(staff)).expect(200)).body).toEqual({ code: 200, data: [] });

      const added = await shop.http().post(references(pid)).set(as(staff)).type('form').send(paper).expect(200);
      // Values of the catalogue's vocabularies come back as the catalogue spells them.
      expect(added.body.data).toEqual([
        { position: 1, name: paper.title, qikan: 'Nature Communications', id: '30266930', shuxing: 'HeLa cells', species: 'Human', application: 'WB', if: '16.6' },
      ]);
      await shop.http().post(references(pid)).set(as(staff)).type('form').send({ title: 'A second paper without details' }).expect(200);

      const page = await detail(pid);
      expect(page.citations).toBe(2);
      expect(page.evidence).toBe('publications');
      expect(page.reference).toEqual([
        { name: paper.title, qikan: 'Nature Communications', id: '30266930', shuxing: 'HeLa cells', species: 'Human', application: 'WB', if: '16.6' },
        { name: 'A second paper without details', qikan: '', id: '', shuxing: '', species: '', application: '', if: '' },
      ]);
      // A reference naming an application and a species backs that cell of the evidence matrix.
      expect(page.validation).toEqual([{ application: 'WB', species: 'Human', kind: 'cited', pmids: ['30266930'] }]);

      const edited = await shop.http().post(references(pid, '/2')).set(as(staff)).type('form').send({ title: 'Renamed', pmid: '123', species: 'Mouse', application: 'IHC-P' }).expect(200);
      expect(edited.body.data[1]).toMatchObject({ position: 2, name: 'Renamed', id: '123', species: 'Mouse', application: 'IHC-P', if: '' });
      expect((await detail(pid)).validation).toEqual([
        { application: 'WB', species: 'Human', kind: 'cited', pmids: ['30266930'] },
        { application: 'IHC-P', species: 'Mouse', kind: 'cited', pmids: ['123'] },
      ]);

      const left = await shop.http().post(references(pid, '/1/delete')).set(as(staff)).expect(200);
      expect(left.body.data).toEqual([expect.objectContaining({ position: 1, name: 'Renamed' })]);
      await shop.http().post(references(pid, '/1/delete')).set(as(staff)).expect(200);
      const empty = await detail(pid);
      expect(empty).toMatchObject({ citations: 0, evidence: '', reference: [], validation: [] });
    });

    it('refuses bad input field by field in the caller language and writes nothing', async () => {
      const { pid } = await saveTestProduct(shop);
      await shop.http().post(references(pid)).set(as(staff)).type('form').send(paper).expect(200);

      const missing = await shop.http().post(references(pid)).set(as(staff, 'zh')).type('form').send({ journal: 'Cell', pmid: '12ab' }).expect(400);
      expect(missing.body.message).toBe('文献信息有误，请检查标出的字段');
      expect(missing.body.problems).toEqual([
        { column: 'title', message: '文献标题不能为空' },
        { column: 'pmid', message: 'PubMed ID 应为数字，例如 30266930' },
      ]);
      const english = await shop.http().post(references(pid)).set(as(staff, 'en')).type('form').send({ title: 'x', pmid: '0123', species: 'Martian', impact_factor: '1.23456' }).expect(400);
      expect(english.body.problems).toEqual([
        { column: 'pmid', message: 'a PubMed ID is a number, e.g. 30266930' },
        // A form, not an import: only the vocabularies page adds a value.
        { column: 'species', message: 'unknown species "Martian". Add it to Reactivity on the vocabularies page' },
        { column: 'impact_factor', message: 'an impact factor is a number with at most three decimals, e.g. 12.5' },
      ]);
      const long = await shop.http().post(references(pid)).set(as(staff)).type('form').send({ title: 'T'.repeat(501) }).expect(400);
      expect(long.body.problems).toEqual([{ column: 'title', message: 'Title must not be longer than 500 characters' }]);
      // Fields sent twice are not text: the title counts as missing rather than as one of them.
      const twice = await shop.http().post(references(pid)).set(as(staff)).type('form').send('title=a&title=b').expect(400);
      expect(twice.body.problems).toEqual([{ column: 'title', message: 'Title is required' }]);

      await shop.http().post(references(pid)).set(as(staff)).type('form').send({ title: 'nul\u0000byte' }).expect(400);
      await shop.http().post(references(pid, '/1')).set(as(staff)).type('form').send({ title: 'ok', journal: 'bell\u0007' }).expect(400);
      const huge = await shop.http().post(references(pid)).set(as(staff)).type('form').send({ title: 'x'.repeat(3 * 1024 * 1024) });
      expect([400, 413]).toContain(huge.status);

      expect(await stored(pid)).toEqual([{ title: paper.title, pubmed_id: '30266930' }]);
    });

    it('answers 400 for ids that are not ids, 404 for a product or position that does not exist', async () => {
      const { pid } = await saveTestProduct(shop);
      await shop.http().get(references('2147483648')).set(as(staff)).expect(400);
      await shop.http().get(references('9999999999999')).set(as(staff)).expect(400);
      await shop.http().get(references('-1')).set(as(staff)).expect(400);
      await shop.http().post(references('2147483648')).set(as(staff)).type('form').send(paper).expect(400);
      await shop.http().post(references(pid, '/2147483648')).set(as(staff)).type('form').send(paper).expect(400);
      await shop.http().post(references(pid, '/0/delete')).set(as(staff)).expect(400);
      const unknown = await shop.http().get(references(2147483000)).set(as(staff, 'zh')).expect(404);
      expect(unknown.body.message).toBe('没有这个产品');
      await shop.http().post(references(2147483000)).set(as(staff)).type('form').send(paper).expect(404);
      const noSuch = await shop.http().post(references(pid, '/1')).set(as(staff)).type('form').send(paper).expect(404);
      expect(noSuch.body.message).toBe('The product has no such reference');
      await shop.http().post(references(pid, '/3/delete')).set(as(staff)).expect(404);
    });

    it('refuses visitors (401) and customers (403), who change nothing', async () => {
      const { pid } = await saveTestProduct(shop);
      await shop.http().post(references(pid)).set(as(staff)).type('form').send(paper).expect(200);
      const calls: [string, string][] = [['get', ''], ['post', ''], ['post', '/1'], ['post', '/1/delete']];
      for (const [method, path] of calls) {
        const call = (headers: Record<string, string>) => (method === 'get' ? shop.http().get(references(pid, path)) : shop.http().post(references(pid, path)).type('form').send({ title: 'Hijack' })).set(headers);
        await call({ ...XHR }).expect(401);
        await call(as(customer)).expect(403);
      }
      expect(await stored(pid)).toEqual([{ title: paper.title, pubmed_id: '30266930' }]);
    });
  });

  describe('the references sheet', () => {
    const csv = (rows: string[][]) => rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');

    async function importSheet(sheet: string, language: 'zh' | 'en' = 'en') {
      const started = await shop.http().post(api('/imports')).set(as(staff, language)).attach('sheet', Buffer.from(sheet), 'references.csv').expect(200);
      const settle = (id: string) => settledImport(shop, id, as(staff, language));
      const checked = await settle(started.body.data.id);
      if (checked.state !== 'validated') return checked;
      await shop.http().post(api(`/imports/${checked.id}/confirm`)).set(as(staff)).expect(200);
      return settle(checked.id);
    }

    it('replaces the lists of the products it names, in sheet order, and leaves the others alone', async () => {
      const first = await saveTestProduct(shop, { catno: 'REFSHEET-1' });
      const second = await saveTestProduct(shop, { catno: 'REFSHEET-2' });
      const untouched = await saveTestProduct(shop, { catno: 'REFSHEET-3' });
      await shop.http().post(references(first.pid)).set(as(staff)).type('form').send({ title: 'Old paper' }).expect(200);
      await shop.http().post(references(untouched.pid)).set(as(staff)).type('form').send({ title: 'Kept paper' }).expect(200);

      const done = await importSheet(
        csv([
          [...REFERENCE_COLUMNS],
          ['refsheet-1', 'First, with a comma', 'Cell', '111', 'HeLa', 'Human', 'WB', '40.5'],
          ['REFSHEET-2', 'Only one', '', '', '', '', '', ''],
          ['REFSHEET-1', 'Second of the first', 'eLife', '222', 'mouse liver', 'Mouse', 'IHC-P', ''],
        ]),
      );
      expect(done).toMatchObject({ state: 'done', report: { rows: 3, updated: 2, problemCount: 0 } });
      expect(await stored(first.pid)).toEqual([
        { title: 'First, with a comma', pubmed_id: '111' },
        { title: 'Second of the first', pubmed_id: '222' },
      ]);
      expect(await stored(second.pid)).toEqual([{ title: 'Only one', pubmed_id: '' }]);
      expect(await stored(untouched.pid)).toEqual([{ title: 'Kept paper', pubmed_id: '' }]);
      expect((await detail(first.pid)).citations).toBe(2);

      const exported = await shop.http().get(api('/export')).query({ format: 'csv', sheet: 'references' }).set(as(staff)).buffer(true).parse((res, next) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => next(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(exported.headers['content-disposition']).toMatch(/attachment; filename="references-\d{8}\.csv"/);
      const lines = (exported.body as Buffer).toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(REFERENCE_COLUMNS.join(','));
      expect(lines).toContain('REFSHEET-1,"First, with a comma",Cell,111,HeLa,Human,WB,40.5');
      // Importing the export again changes nothing.
      const again = await importSheet((exported.body as Buffer).toString('utf8'));
      expect(again).toMatchObject({ state: 'done', report: { updated: 0, problemCount: 0 } });
    });

    it('refuses a sheet with bad rows, each by row and column in the caller language, and writes nothing', async () => {
      const { pid } = await saveTestProduct(shop, { catno: 'REFBAD-1' });
      const rejected = await importSheet(
        csv([
          [...REFERENCE_COLUMNS],
          ['REFBAD-1', 'Fine', '', '1', '', '', '', ''],
          ['REFBAD-1', '', '', 'PMID1', '', 'Martian', '', ''],
          ['NOT-A-PRODUCT', 'Orphan', '', '', '', '', '', ''],
        ]),
        'zh',
      );
      expect(rejected.state).toBe('rejected');
      expect(rejected.report.problems.map((p: { row: number; column: string }) => `${p.row}:${p.column}`)).toEqual(['3:title', '3:pmid', '3:species', '4:catno']);
      expect(rejected.report.problems[3].message).toBe('目录中没有货号“NOT-A-PRODUCT”');
      expect(await stored(pid)).toEqual([]);
      const header = await importSheet('catno,title,colour\nREFBAD-1,x,red\n');
      expect(header.report.problems).toEqual([{ row: 1, column: 'colour', message: 'unknown column "colour"' }]);
    });
  });

  describe('the validation column and the RRID', () => {
    let png: Buffer;
    beforeAll(async () => {
      png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#363' } }).png().toBuffer();
    });

    it('shows a knockout entry with its figure and escaped notes on the product page; refuses bad kinds, species and figures', async () => {
      const { pid } = await saveTestProduct(shop, { application: 'WB, IHC-P', reactivity: 'Human, Mouse' });
      await shop.http().post(api(`/products/${pid}/images`)).set(as(staff)).attach('picture', png, 'wb-ko.png').field('caption', '敲除').field('caption_en', 'Knockout').expect(200);
      const form = await shop.http().get(api(`/products/${pid}`)).set(as(staff)).expect(200);
      expect(form.body.data.images).toEqual([expect.objectContaining({ position: 1, name: 'wb-ko.png' })]);

      const refused = await shop.http().post(api(`/products/${pid}`)).set(as(staff, 'zh')).type('form').send({ validation: 'WB|Human|guess;WB|Martian|knockout;IHC-P|Human|own-data|missing.png' }).expect(400);
      expect(refused.body.problems).toEqual([
        { column: 'validation', message: '未知的证据类型“guess”（可用 knockout、own-data）' },
        { column: 'validation', message: '未知的种属“Martian”；请在词表页面把它加入“种属反应性”' },
        { column: 'validation', message: '验证图片“missing.png”不是该产品的图片（请先在图片列中加入）' },
      ]);
      const english = await shop.http().post(api(`/products/${pid}`)).set(as(staff)).type('form').send({ validation: 'WB|Human|knockout;wb|human|KO' }).expect(400);
      expect(english.body.problems).toEqual([{ column: 'validation', message: 'the same validation entry twice: WB / Human / knockout' }]);
      await shop.http().post(api(`/products/${pid}`)).set(as(staff)).type('form').send({ validation: 'WB|Human' }).expect(400);
      expect((await detail(pid)).validation).toEqual([]);

      const cell = 'WB|Human|knockout|wb-ko.png|条带消失\\;KO 细胞|Band absent\\|KO \\\\ HeLa;IHC-P|Mouse|own-data';
      await shop.http().post(api(`/products/${pid}`)).set(as(staff)).type('form').send({ validation: cell }).expect(200);
      const page = await detail(pid);
      expect(page.evidence).toBe('knockout, own-data');
      expect(page.validation).toEqual([
        {
          application: 'WB',
          species: 'Human',
          kind: 'knockout',
          figure: { thumb: expect.stringMatching(/^\/api\//), detail: expect.any(String), zoom: expect.any(String), description: '敲除', description_en: 'Knockout' },
          note: '条带消失;KO 细胞',
          note_en: 'Band absent|KO \\ HeLa',
        },
        { application: 'IHC-P', species: 'Mouse', kind: 'own-data', figure: null, note: '', note_en: '' },
      ]);
      await shop.http().get(page.validation[0].figure.zoom).expect(200);
      // The editor reads the cell back exactly as it was written.
      expect((await shop.http().get(api(`/products/${pid}`)).set(as(staff)).expect(200)).body.data.cells.validation).toBe(cell);
    });

    it('normalises an RRID written as RRID:ab_… and refuses one that is not AB_ and digits', async () => {
      const { pid } = await saveTestProduct(shop);
      await shop.http().post(api(`/products/${pid}`)).set(as(staff)).type('form').send({ rrid: 'RRID:ab_123456' }).expect(200);
      expect((await detail(pid)).rrid).toBe('AB_123456');
      expect((await shop.http().get(api(`/products/${pid}`)).set(as(staff)).expect(200)).body.data.cells.rrid).toBe('AB_123456');
      for (const rrid of ['AB_x', 'AB_12', 'CVCL_0030', 'AB_1234567890123']) {
        const refused = await shop.http().post(api(`/products/${pid}`)).set(as(staff)).type('form').send({ rrid }).expect(400);
        expect(refused.body.problems).toEqual([{ column: 'rrid', message: 'an RRID is AB_ followed by digits, e.g. AB_2687500' }]);
      }
      const zh = await shop.http().post(api(`/products/${pid}`)).set(as(staff, 'zh')).type('form').send({ rrid: 'AB_x' }).expect(400);
      expect(zh.body.problems).toEqual([{ column: 'rrid', message: 'RRID 应为 AB_ 加数字，例如 AB_2687500' }]);
      expect((await detail(pid)).rrid).toBe('AB_123456');
    });
  });

  describe("the demo catalogue's invented identifiers", () => {
    it('accepts the reserved demo forms (AB_DEMO_…, DEMO-…) beside real ones, and nothing that only resembles them', async () => {
      const { pid } = await saveTestProduct(shop);
      await shop.http().post(api(`/products/${pid}`)).set(as(staff)).type('form').send({ rrid: 'RRID:ab_demo_10329' }).expect(200);
      expect((await detail(pid)).rrid).toBe('AB_DEMO_10329');
      for (const rrid of ['AB_DEMO_', 'AB_DEMO_12x', 'AB_DEMO-12', 'DEMO_12']) {
        const refused = await shop.http().post(api(`/products/${pid}`)).set(as(staff)).type('form').send({ rrid }).expect(400);
        expect(refused.body.problems).toEqual([{ column: 'rrid', message: 'an RRID is AB_ followed by digits, e.g. AB_2687500' }]);
      }
      await shop.http().post(references(pid)).set(as(staff)).type('form').send({ title: 'Invented for the demo', pmid: 'DEMO-31200457' }).expect(200);
      for (const pmid of ['DEMO-', 'DEMO-1234567890', 'demo-12', 'DEMO12']) {
        const refused = await shop.http().post(references(pid)).set(as(staff)).type('form').send({ title: 'x', pmid }).expect(400);
        expect(refused.body.problems.map((p: { column: string }) => p.column)).toEqual(['pmid']);
      }
      expect(await stored(pid)).toEqual([{ title: 'Invented for the demo', pubmed_id: 'DEMO-31200457' }]);
      expect((await detail(pid)).reference).toEqual([expect.objectContaining({ id: 'DEMO-31200457' })]);
    });
  });

  describe('evidence from reviews', () => {
    it('an approved review naming an application and a species backs that cell as user-review; the product is found by that filter', async () => {
      const { pid, catalogueNumber } = await saveTestProduct(shop, { productname: 'Anti-REVIEWIN Antibody', genename: 'REVIEWIN' });
      const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#a33' } }).png().toBuffer();
      const image = (await shop.http().post('/api/comment/addcommentpic').set(as(customer)).field('pid', String(pid)).attach('file', picture, { filename: 'blot.png', contentType: 'image/png' }).expect(200)).body.data;
      const review = {
        pid: String(pid), CatalogNumber: catalogueNumber, FirstName: 'Wei', LastName: 'Zhang', Country: 'China', EmailAddress: 'zhang@example.edu',
        InsititutionUniversity: 'Fudan University', LotNumber: 'L2026-01', ApplicationUsed: 'WESTERN BLOT,CELL CULTURE', UploadAnyImages: image, Species: 'Rat', SpeciesElse: '',
        Type: 'Tissue', Specification: 'Clean band in rat liver lysate.', PrimaryAntibodyDilution: '1:1000', ensureCheck: 'true',
      };
      const added = await shop.http().post('/api/comment/addcomment').set(as(customer)).type('form').send(review).expect(200);
      // A pending review is no evidence yet.
      expect((await detail(pid)).validation).toEqual([]);
      await shop.http().post(`/api/admininfo/reviews/${added.body.data.id}/approve`).set(as(staff)).expect(200);

      const page = await detail(pid);
      // Cell culture has no counterpart among the catalogue's applications: only WB is backed.
      expect(page.validation).toEqual([{ application: 'WB', species: 'Rat', kind: 'user-review', reviews: 1 }]);
      expect(page.evidence).toBe('user-review');

      const found = await waitForValue(
        async () => ((await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: 'REVIEWIN', evidence: "['user-review']" }).expect(200)).body.data ?? []).map((p: { pid: number }) => p.pid) as number[],
        (pids) => pids.includes(pid),
        10_000,
        'the reviewed product under user-review evidence',
      );
      expect(found).toEqual([pid]);
      const none = await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: 'REVIEWIN', evidence: "['knockout']" }).expect(200);
      expect(none.body.total ?? 0).toBe(0);
    });
  });
});
