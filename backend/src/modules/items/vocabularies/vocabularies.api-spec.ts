import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { signUp, SignedUp, XHR } from '../../../../test-support/account-helpers';
import { saveTestProduct, settledImport } from '../../../../test-support/catalogue-fixtures';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { asBytes, pdfText } from '../../../../test-support/pdf-fixtures';
import { waitFor, waitForValue } from '../../../../test-support/wait-for';

/**
 * The vocabularies as data (issue 24): the starting lists with their labels, staff changes to them,
 * and a sheet's unknown values refused with their nearest known values or added with --add-values.
 */
describe('vocabularies', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let customer: SignedUp;

  beforeAll(async () => {
    shop = await createTestApp();
    [staff, customer] = await Promise.all([signUpStaff(shop), signUp(shop)]);
  }, 60_000);
  afterAll(() => shop.close());

  const api = (path: string) => `/api/admininfo/catalogue${path}`;
  const as = (language: 'zh' | 'en' = 'en') => ({ Authorization: staff.authorization, 'X-Language': language, ...XHR });
  const reactivities = async (pid: number) => (await shop.dataSource.query('SELECT reactivities FROM products WHERE id = $1', [pid]))[0].reactivities;

  /** The products search finds with one filter value, once the index job has caught up. */
  /** The products a filter lists, once the index jobs have caught up: every one of `pids` listed (or none, when not `present`). */
  async function searchedBy(facet: string, value: string, pids: number | number[], present: boolean): Promise<number[]> {
    return waitForValue(
      async () => ((await shop.http().get('/api/iteminfo/searchitem/').query({ [facet]: `['${value}']` }).expect(200)).body.data ?? []).map((p: { pid: number }) => p.pid) as number[],
      (found) => [pids].flat().every((pid) => found.includes(pid) === present),
      10_000,
      `products ${[pids].flat().join(', ')} ${present ? 'listed' : 'not listed'} under ${facet} ${value}`,
    );
  }

  it('serves the starting lists with both labels to everyone', async () => {
    const res = await shop.http().get('/api/vocabularies').expect(200);
    expect(res.body.data.host).toContainEqual({ key: 'Rabbit', zh: '兔', en: 'Rabbit', synonyms: [], retired: false });
    expect(res.body.data.tag).toContainEqual({ key: 'flow', zh: '流式', en: 'Flow cytometry', synonyms: [], retired: false });
    expect(res.body.data.reactivity).toContainEqual({ key: 'Rhesus monkey', zh: '恒河猴', en: 'Rhesus monkey', synonyms: ['Rhesus'], retired: false });
    expect(res.body.data.reactivity[0]).toEqual({ key: 'Human', zh: '人', en: 'Human', synonyms: [], retired: false });
  });

  it('is staff only: visitors 401, customers 403', async () => {
    await shop.http().get(api('/vocabularies/reactivity')).set(XHR).expect(401);
    await shop.http().get(api('/vocabularies/reactivity')).set({ Authorization: customer.authorization, ...XHR }).expect(403);
    await shop.http().post(api('/vocabularies/reactivity')).set({ Authorization: customer.authorization, ...XHR }).send({ key: 'Axolotl' }).expect(403);
    const listed = await shop.http().get(api('/vocabularies')).set(as()).expect(200);
    expect(listed.body.data.map((v: { name: string }) => v.name)).toContain('reactivity');
  });

  it('adds, relabels and reorders values; a spelling taken is refused in the caller\'s language', async () => {
    const added = await shop.http().post(api('/vocabularies/reactivity')).set(as()).send({ key: 'Axolotl', zh: '美西螈', synonyms: ['Mexican salamander'] }).expect(200);
    expect(added.body.data.at(-1)).toMatchObject({ key: 'Axolotl', zh: '美西螈', en: 'Axolotl', synonyms: ['Mexican salamander'], products: 0, retired: false });
    const taken = await shop.http().post(api('/vocabularies/reactivity')).set(as('zh')).send({ key: 'mexican salamander' }).expect(409);
    expect(taken.body.message).toBe('其他写法“mexican salamander”已属于“Axolotl”');
    await shop.http().post(api('/vocabularies/reactivity')).set(as()).send({ key: 'human' }).expect(409);
    const comma = await shop.http().post(api('/vocabularies/reactivity')).set(as()).send({ key: 'Newt, Toad' }).expect(400);
    expect(comma.body.message).toContain('must not be empty nor contain commas');

    await shop.http().post(api('/vocabularies/reactivity/relabel')).set(as()).send({ key: 'Axolotl', zh: '墨西哥钝口螈', en: 'Axolotl (Ambystoma)' }).expect(200);
    const list = (await shop.http().get(api('/vocabularies/reactivity')).set(as()).expect(200)).body.data as { key: string }[];
    const keys = list.map((v) => v.key);
    const reordered = await shop.http().post(api('/vocabularies/reactivity/reorder')).set(as()).send({ keys: ['Axolotl', ...keys.filter((k) => k !== 'Axolotl')] }).expect(200);
    expect(reordered.body.data[0]).toMatchObject({ key: 'Axolotl', zh: '墨西哥钝口螈', en: 'Axolotl (Ambystoma)' });
    await shop.http().post(api('/vocabularies/reactivity/reorder')).set(as()).send({ keys: keys.slice(1) }).expect(400);

    // Every process reads the change: the public list and the editor's choices.
    const open = await shop.http().get('/api/vocabularies').expect(200);
    expect(open.body.data.reactivity[0]).toMatchObject({ key: 'Axolotl', zh: '墨西哥钝口螈', en: 'Axolotl (Ambystoma)' });
    const fields = await shop.http().get(api('/fields')).set(as()).expect(200);
    expect(fields.body.data.find((f: { column: string }) => f.column === 'reactivity').values[0]).toBe('Axolotl');
    // The editor accepts the new value and its other spelling.
    const { pid } = await saveTestProduct(shop, { catno: 'VOC-ED-1' });
    await shop.http().post(api(`/products/${pid}`)).set(as()).type('form').send({ reactivity: 'Human, mexican salamander' }).expect(200);
    expect(await reactivities(pid)).toEqual(['Human', 'Axolotl']);
  });

  it('refuses a value differing from an existing one only in spaces, hyphens or case, naming the existing value', async () => {
    await shop.http().post(api('/vocabularies/reactivity')).set(as()).send({ key: 'Star-nosed mole', zh: '星鼻鼹' }).expect(200);
    for (const spelling of ['star nosed mole', 'Star Nosedmole', 'STAR-NOSED-MOLE', 'star  nosed–mole']) {
      const refused = await shop.http().post(api('/vocabularies/reactivity')).set(as()).send({ key: spelling }).expect(409);
      expect(refused.body.message).toBe(`"${spelling}" differs from the existing value "Star-nosed mole" only in spaces, hyphens or case; use "Star-nosed mole" or add this spelling as another spelling of it`);
    }
    const zh = await shop.http().post(api('/vocabularies/reactivity')).set(as('zh')).send({ key: 'star nosed mole' }).expect(409);
    expect(zh.body.message).toBe('“star nosed mole”与已有取值“Star-nosed mole”只差空格、连字符或大小写；请使用“Star-nosed mole”，或把这种写法作为它的其他写法');
    // As another spelling of another value it is refused too; as its own other spelling it is welcome.
    await shop.http().post(api('/vocabularies/reactivity/relabel')).set(as()).send({ key: 'Human', synonyms: ['star nosed mole'] }).expect(409);
    await shop.http().post(api('/vocabularies/reactivity/relabel')).set(as()).send({ key: 'Star-nosed mole', synonyms: ['star nosed mole'] }).expect(200);
    const rows = await shop.dataSource.query(`SELECT key FROM vocabulary_values WHERE vocabulary = 'reactivity' AND lower(key) LIKE 'star%'`);
    expect(rows).toEqual([{ key: 'Star-nosed mole' }]);
  });

  it('reads a species staff add as a typed search word in either language: a chip that filters', async () => {
    await shop.http().post(api('/vocabularies/reactivity')).set(as()).send({ key: 'Naked mole-rat', zh: '裸鼹鼠', synonyms: ['Heterocephalus'] }).expect(200);
    const gene = 'VOCQW1';
    const mole = await saveTestProduct(shop, { catno: 'VOC-QW-1', productname: `${gene} Rabbit Polyclonal Antibody`, genename: gene, reactivity: 'Naked mole-rat, Human' });
    const human = await saveTestProduct(shop, { catno: 'VOC-QW-2', productname: `${gene} Mouse Monoclonal Antibody`, genename: gene, host: 'Mouse', reactivity: 'Human' });
    await searchedBy('reactivity', 'Naked mole-rat', mole.pid, true);

    const typed = async (searchword: string) => (await shop.http().get('/api/iteminfo/searchitem/').query({ searchword }).expect(200)).body;
    // Both indexed before the searches below (the index queue may take them in either order).
    await waitFor(async () => (await typed(gene)).data.length >= 2, 10_000, `both ${gene} products indexed`);
    for (const word of [`裸鼹鼠 ${gene}`, `naked mole-rat ${gene}`, `Heterocephalus ${gene}`]) {
      const found = await typed(word);
      expect([word, found.data.map((p: { pid: number }) => p.pid)]).toEqual([word, [mole.pid]]);
      expect(found.queryfilters).toEqual([expect.objectContaining({ facet: 'reactivity', values: ['Naked mole-rat'], without: gene.toLowerCase() })]);
    }
    // Without the chip's word both products are found: the word was a filter, not a word to match.
    const widened = await typed(gene);
    expect(widened.data.map((p: { pid: number }) => p.pid).sort()).toEqual([mole.pid, human.pid].sort());
  });

  it('lists each filter\'s values on /hot in the vocabulary\'s order, which a reorder changes; values without products stay hidden', async () => {
    await shop.http().post(api('/vocabularies/isotype')).set(as()).send({ key: 'IgY', zh: 'IgY' }).expect(200);
    await saveTestProduct(shop, { catno: 'VOC-ORD-1', isotype: 'IgG' });
    await saveTestProduct(shop, { catno: 'VOC-ORD-2', isotype: 'IgG' });
    const last = await saveTestProduct(shop, { catno: 'VOC-ORD-3', isotype: 'IgY' });
    await searchedBy('isotype', 'IgY', last.pid, true);
    const shown = async () => ((await shop.http().get('/api/iteminfo/searchitem/').expect(200)).body.facets.isotype as { value: string }[]).map((c) => c.value);
    // Most products first would put IgG first; IgM, IgA… have no product and are not listed.
    const before = await shown();
    expect(before.filter((v) => ['IgG', 'IgY'].includes(v))).toEqual(['IgG', 'IgY']);
    const keys = ((await shop.http().get(api('/vocabularies/isotype')).set(as()).expect(200)).body.data as { key: string }[]).map((v) => v.key);
    await shop.http().post(api('/vocabularies/isotype/reorder')).set(as()).send({ keys: ['IgY', ...keys.filter((k) => k !== 'IgY')] }).expect(200);
    const after = await shown();
    expect(after[0]).toBe('IgY');
    expect(after.filter((v) => ['IgG', 'IgY'].includes(v))).toEqual(['IgY', 'IgG']);
    expect(after).not.toContain('IgM');
    expect([...after].sort()).toEqual([...before].sort());
  });

  it('merges two values: every product moves, its search rows follow, the old spelling reads as the new one', async () => {
    await shop.http().post(api('/vocabularies/reactivity')).set(as()).send({ key: 'Macaca', zh: '猕猴' }).expect(200);
    const a = await saveTestProduct(shop, { catno: 'VOC-MRG-1', reactivity: 'Human, Macaca' });
    const b = await saveTestProduct(shop, { catno: 'VOC-MRG-2', reactivity: 'Macaca, Rhesus monkey' });
    const c = await saveTestProduct(shop, { catno: 'VOC-MRG-3', reactivity: 'Mouse', validation: 'WB|Macaca|own-data' });
    expect(await searchedBy('reactivity', 'Macaca', [a.pid, b.pid], true)).toEqual(expect.arrayContaining([a.pid, b.pid]));

    const merged = await shop.http().post(api('/vocabularies/reactivity/merge')).set(as()).send({ from: 'Macaca', into: 'Rhesus monkey' }).expect(200);
    expect(merged.body.moved).toBe(3);
    // The kept value's count includes the moved products at once, before the index queue has reindexed them.
    const [listed] = await shop.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE status = 'active' AND reactivities @> ARRAY['Rhesus monkey']`);
    expect(listed.n).toBeGreaterThanOrEqual(2);
    expect(merged.body.data.find((v: { key: string }) => v.key === 'Rhesus monkey').products).toBe(listed.n);
    expect(merged.body.data.find((v: { key: string }) => v.key === 'Macaca')).toBeUndefined();
    expect(merged.body.data.find((v: { key: string }) => v.key === 'Rhesus monkey').synonyms).toEqual(expect.arrayContaining(['Rhesus', 'Macaca']));
    expect(await reactivities(a.pid)).toEqual(['Human', 'Rhesus monkey']);
    expect(await reactivities(b.pid)).toEqual(['Rhesus monkey']);
    expect((await shop.dataSource.query('SELECT species FROM product_evidence WHERE product_id = $1', [c.pid]))[0].species).toBe('Rhesus monkey');

    // The search rows are reindexed through the index job: the old value finds nothing, the new one both.
    expect(await searchedBy('reactivity', 'Macaca', [a.pid, b.pid], false)).not.toContain(a.pid);
    expect(await searchedBy('reactivity', 'Rhesus monkey', [a.pid, b.pid], true)).toEqual(expect.arrayContaining([a.pid, b.pid]));
    const [row] = await shop.dataSource.query('SELECT reactivities FROM product_search WHERE product_id = $1', [a.pid]);
    expect(row.reactivities).toEqual(['Human', 'Rhesus monkey']);

    // A sheet still writing the old value is read as the merged one.
    const { pid } = await saveTestProduct(shop, { catno: 'VOC-MRG-4', reactivity: 'macaca' });
    expect(await reactivities(pid)).toEqual(['Rhesus monkey']);
    await shop.http().post(api('/vocabularies/reactivity/merge')).set(as()).send({ from: 'Human', into: 'Human' }).expect(400);
  });

  it('retires a value no product uses; refuses one products use, with a message', async () => {
    const alpaca = await saveTestProduct(shop, { catno: 'VOC-RET-1', host: 'Alpaca', search_tag: 'ko-validated' });
    // The page's counts: a filter's from the search engine (once indexed), the tags' from the table.
    await searchedBy('host', 'Alpaca', alpaca.pid, true);
    const hosts = (await shop.http().get(api('/vocabularies/host')).set(as()).expect(200)).body.data as { key: string; products: number }[];
    expect(hosts.find((v) => v.key === 'Alpaca')!.products).toBe(1);
    expect(hosts.find((v) => v.key === 'Camel')!.products).toBe(0);
    const tags = (await shop.http().get(api('/vocabularies/tag')).set(as()).expect(200)).body.data as { key: string; products: number }[];
    expect(tags.find((v) => v.key === 'ko-validated')!.products).toBeGreaterThanOrEqual(1);
    const refused = await shop.http().post(api('/vocabularies/host/retire')).set(as()).send({ key: 'Alpaca' }).expect(409);
    expect(refused.body.message).toBe('"Alpaca" is still used by 1 products and cannot be retired; merge it into another value first');
    const zh = await shop.http().post(api('/vocabularies/host/retire')).set(as('zh')).send({ key: 'Alpaca' }).expect(409);
    expect(zh.body.message).toContain('仍被 1 个产品使用');

    const retired = await shop.http().post(api('/vocabularies/host/retire')).set(as()).send({ key: 'Hamster' }).expect(200);
    expect(retired.body.data.find((v: { key: string }) => v.key === 'Hamster').retired).toBe(true);
    const { pid } = await saveTestProduct(shop, { catno: 'VOC-RET-2' });
    const editor = await shop.http().post(api(`/products/${pid}`)).set(as()).type('form').send({ host: 'Hamster' }).expect(400);
    expect(editor.body.problems[0]).toMatchObject({ column: 'host' });
    expect(editor.body.problems[0].message).toMatch(/^unknown value "Hamster"/);
    await shop.http().post(api('/vocabularies/host/retire')).set(as()).send({ key: 'Hamster', retired: false }).expect(200);
    await shop.http().post(api(`/products/${pid}`)).set(as()).type('form').send({ host: 'Hamster' }).expect(200);
    await shop.http().post(api('/vocabularies/planets/retire')).set(as()).send({ key: 'Mars' }).expect(404);
  });

  it('prints the datasheet\'s catalogue values in the reader\'s language, as staff label them', async () => {
    const { pid } = await saveTestProduct(shop, {
      catno: 'VOC-PDF-1', host: 'Rabbit', clonality: 'Polyclonal', reactivity: 'Human, Mouse', application: 'WB, Dot Blot', validation: 'WB|Mouse|knockout',
    });
    const datasheet = async (language: 'zh' | 'en') =>
      pdfText((await asBytes(shop.http().get('/api/iteminfo/datasheet/').query({ pid })).set('X-Language', language).expect(200)).body).replace(/\s+/g, ' ');
    const zh = await datasheet('zh');
    for (const row of ['宿主 兔', '克隆性 多克隆', '种属反应性（已测试） 人、小鼠', '应用 WB、斑点印迹', 'WB · 小鼠']) expect(zh).toContain(row);
    expect(zh).not.toContain('Rabbit');
    const en = await datasheet('en');
    for (const row of ['Host Rabbit', 'Clonality Polyclonal', 'Reactivity (tested) Human, Mouse', 'WB · Mouse']) expect(en).toContain(row);
    // A relabel reaches the cached datasheet.
    await shop.http().post(api('/vocabularies/host/relabel')).set(as()).send({ key: 'Rabbit', zh: '家兔' }).expect(200);
    expect(await datasheet('zh')).toContain('宿主 家兔');
    await shop.http().post(api('/vocabularies/host/relabel')).set(as()).send({ key: 'Rabbit', zh: '兔' }).expect(200);
  });

  describe('a sheet with values the vocabularies lack', () => {
    const sheet = [
      'catno,productname,producttype,host,reactivity,conjugation',
      'VOC-IMP-1,Anti-GFP Tag Antibody,Tag Antibody,Rabbit,"Human, Other",iFluor 488',
      'VOC-IMP-2,Anti-GFP Tag Antibody 2,Tag Antibody,Rabbit,Species independent,HRP',
      'VOC-IMP-3,Anti-GFP Tag Antibody 3,Tag Antibody,Rabbit,Rhesus,HRP',
    ];

    async function upload(fields: Record<string, string> = {}, language: 'zh' | 'en' = 'en') {
      const req = shop.http().post(api('/imports')).set(as(language)).attach('sheet', Buffer.from(sheet.join('\n')), 'supplier.csv');
      for (const [name, value] of Object.entries(fields)) req.field(name, value);
      return settledImport(shop, (await req.expect(200)).body.data.id, as(language), 300);
    }
    const count = async () => (await shop.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE catalogue_number LIKE 'VOC-IMP-%'`))[0].n;
    const stored = async (key: string) => (await shop.dataSource.query('SELECT key, label_zh, label_en FROM vocabulary_values WHERE key = $1', [key]))[0];

    it('is refused with the row, the column, the nearest values and the way out; nothing is written', async () => {
      const checked = await upload();
      expect(checked.state).toBe('rejected');
      const lines = checked.report.problems.map((p: { row: number; column: string; message: string }) => `row ${p.row}, column ${p.column}: ${p.message}`);
      expect(lines).toEqual([
        'row 2, column reactivity: unknown value "Other". Add it to Reactivity on the vocabularies page, or tick "Add values the vocabularies lack to them" when importing',
        expect.stringMatching(/^row 2, column conjugation: unknown value "iFluor 488"; did you mean "AbFluor 488".*\? Add it to Conjugation on the vocabularies page, or tick "Add values the vocabularies lack to them" when importing$/),
        'row 3, column reactivity: unknown value "Species independent". Add it to Reactivity on the vocabularies page, or tick "Add values the vocabularies lack to them" when importing',
      ]);
      // The page names its tick box, not the command's flag, and no sentence starts with a dangling "; Add it".
      for (const line of lines) expect(line).not.toMatch(/--add-values|: ; |;\s+Add it/);
      const zh = await upload({}, 'zh');
      expect(zh.report.problems[0].message).toContain('未知的取值“Other”');
      expect(zh.report.problems[0].message).toBe('未知的取值“Other”；请在词表页面把它加入“种属反应性”，或导入时勾选“把表格中词表没有的取值加入词表”');
      expect(await count()).toBe(0);
      expect(await stored('Species independent')).toBeUndefined();
    });

    it('is accepted with the add-values tick box: the values are added in the same transaction and listed', async () => {
      const checked = await upload({ add_values: '1' });
      expect(checked.state).toBe('validated');
      expect(checked.add_values).toBe(true);
      const expected = [
        { vocabulary: 'reactivity', key: 'Other' },
        { vocabulary: 'conjugation', key: 'iFluor 488' },
        { vocabulary: 'reactivity', key: 'Species independent' },
      ];
      expect(checked.report.addedValues).toEqual(expected);
      // The check is a dry run: nothing is added yet.
      expect(await stored('iFluor 488')).toBeUndefined();
      await shop.http().post(api(`/imports/${checked.id}/confirm`)).set(as()).expect(200);
      const done = await settledImport(shop, checked.id, as(), 300);
      expect(done.state).toBe('done');
      expect(done.report).toMatchObject({ created: 3, addedValues: expected });
      expect(await stored('iFluor 488')).toEqual({ key: 'iFluor 488', label_zh: 'iFluor 488', label_en: 'iFluor 488' });
      const [row] = await shop.dataSource.query(`SELECT reactivities, conjugation FROM products WHERE catalogue_number = 'VOC-IMP-1'`);
      expect(row).toEqual({ reactivities: ['Human', 'Other'], conjugation: 'iFluor 488' });
      const [synonym] = await shop.dataSource.query(`SELECT reactivities FROM products WHERE catalogue_number = 'VOC-IMP-3'`);
      expect(synonym.reactivities).toEqual(['Rhesus monkey']);
      const open = await shop.http().get('/api/vocabularies').expect(200);
      expect(open.body.data.conjugation.at(-1)).toEqual({ key: 'iFluor 488', zh: 'iFluor 488', en: 'iFluor 488', synonyms: [], retired: false });
    });
  });

  describe('species and applications a validation column or a references sheet names', () => {
    async function upload(csv: string, fields: Record<string, string> = {}, language: 'zh' | 'en' = 'en') {
      const req = shop.http().post(api('/imports')).set(as(language)).attach('sheet', Buffer.from(csv), 'supplier.csv');
      for (const [name, value] of Object.entries(fields)) req.field(name, value);
      const checked = await settledImport(shop, (await req.expect(200)).body.data.id, as(language), 300);
      if (checked.state !== 'validated' || !fields.add_values) return checked;
      await shop.http().post(api(`/imports/${checked.id}/confirm`)).set(as()).expect(200);
      return settledImport(shop, checked.id, as(language), 300);
    }
    const stored = async (vocabulary: string, key: string) =>
      (await shop.dataSource.query('SELECT key FROM vocabulary_values WHERE vocabulary = $1 AND key = $2', [vocabulary, key]))[0]?.key;
    const lines = (report: { problems: { row: number; column: string; message: string }[] }) => report.problems.map((p) => `row ${p.row}, column ${p.column}: ${p.message}`);

    it('refuses a validation entry\'s unknown species and application with the same way out, and adds them with the tick box', async () => {
      const csv = ['catno,productname,producttype,host,validation', 'VOC-VAL-1,Anti-GFP,Tag Antibody,Rabbit,WB|Tardigrade|knockout;Spatial proteomics|Human|own-data'].join('\n');
      const refused = await upload(csv);
      expect(refused.state).toBe('rejected');
      expect(lines(refused.report)).toEqual([
        'row 2, column validation: unknown species "Tardigrade". Add it to Reactivity on the vocabularies page, or tick "Add values the vocabularies lack to them" when importing',
        'row 2, column validation: unknown application "Spatial proteomics". Add it to Applications on the vocabularies page, or tick "Add values the vocabularies lack to them" when importing',
      ]);
      const zh = await upload(csv, {}, 'zh');
      expect(zh.report.problems[0].message).toBe('未知的种属“Tardigrade”；请在词表页面把它加入“种属反应性”，或导入时勾选“把表格中词表没有的取值加入词表”');
      expect(await stored('reactivity', 'Tardigrade')).toBeUndefined();

      const done = await upload(csv, { add_values: '1' });
      expect(done.state).toBe('done');
      expect(done.report.addedValues).toEqual([
        { vocabulary: 'reactivity', key: 'Tardigrade' },
        { vocabulary: 'application', key: 'Spatial proteomics' },
      ]);
      expect(await stored('reactivity', 'Tardigrade')).toBe('Tardigrade');
      const entries = await shop.dataSource.query(
        `SELECT application, species FROM product_evidence e JOIN products p ON p.id = e.product_id WHERE p.catalogue_number = 'VOC-VAL-1' ORDER BY application`,
      );
      expect(entries).toEqual([{ application: 'Spatial proteomics', species: 'Human' }, { application: 'WB', species: 'Tardigrade' }]);
    });

    it('suggests the spelling one swapped pair of letters away ("Westren" → "Western"), in either language', async () => {
      const csv = ['catno,productname,producttype,application', 'VOC-WST-1,Anti-WST Antibody,Primary Antibody,"WB, Westren"'].join('\n');
      const refused = await upload(csv);
      expect(lines(refused.report)).toEqual([
        'row 2, column application: unknown value "Westren"; did you mean "Western"? Add it to Applications on the vocabularies page, or tick "Add values the vocabularies lack to them" when importing',
      ]);
      const zh = await upload(csv, {}, 'zh');
      expect(zh.report.problems[0].message).toBe('未知的取值“Westren”；是否应为 “Western”？请在词表页面把它加入“应用”，或导入时勾选“把表格中词表没有的取值加入词表”');
    });

    it('refuses a references sheet\'s unknown species with the same way out, and adds it with the tick box', async () => {
      await saveTestProduct(shop, { catno: 'VOC-REF-1' });
      const csv = ['catno,title,journal,pmid,species,application', 'VOC-REF-1,Tun state proteins,Nature,30266931,Water bear,WB'].join('\n');
      const refused = await upload(csv);
      expect(refused.state).toBe('rejected');
      expect(lines(refused.report)).toEqual([
        'row 2, column species: unknown species "Water bear". Add it to Reactivity on the vocabularies page, or tick "Add values the vocabularies lack to them" when importing',
      ]);
      const zh = await upload(csv, {}, 'zh');
      expect(zh.report.problems[0].message).toBe('未知的种属“Water bear”；请在词表页面把它加入“种属反应性”，或导入时勾选“把表格中词表没有的取值加入词表”');
      expect(await stored('reactivity', 'Water bear')).toBeUndefined();

      const done = await upload(csv, { add_values: '1' });
      expect(done.state).toBe('done');
      expect(done.report.addedValues).toEqual([{ vocabulary: 'reactivity', key: 'Water bear' }]);
      expect(await stored('reactivity', 'Water bear')).toBe('Water bear');
      const [reference] = await shop.dataSource.query(
        `SELECT r.species FROM product_references r JOIN products p ON p.id = r.product_id WHERE p.catalogue_number = 'VOC-REF-1'`,
      );
      expect(reference.species).toBe('Water bear');
      // Every process reads the added value: the editor accepts it now.
      const open = await shop.http().get('/api/vocabularies').expect(200);
      expect(open.body.data.reactivity.map((v: { key: string }) => v.key)).toContain('Water bear');
    });
  });
});
