import { asBytes, pdfText } from '../../../../test-support/pdf-fixtures';
import { saveTestProduct } from '../../../../test-support/catalogue-fixtures';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { CHINESE_COMPANIONS, SHEET_COLUMNS } from '@shop/contract';

/**
 * The catalogue's free texts in two languages (issue 35): each `zh: true` field of the declaration has a Chinese
 * companion the sheet, the editor and the product answer carry; zh pages (whose data is the product answer, the
 * compare page's too) and the zh datasheet show it, the English text where the supplier gave none.
 */
describe('free texts in Chinese beside the English (issue 35)', () => {
  let shop: TestApp;
  let pid: number;
  const english = {
    form: 'Liquid',
    storage: 'Store at -20°C. Avoid repeated freeze-thaw cycles.',
    buffersystem: 'PBS, pH 7.4, containing 0.02% sodium azide and 50% glycerol.',
    purification: 'Antigen affinity purified',
    immunogen: 'Synthetic peptide within human Vimentin aa 30-60.',
    specificity: 'Detects endogenous levels of total Vimentin protein.',
    background: 'Vimentin is a type III intermediate filament protein.',
  };
  const chinese = {
    formzh: '液体',
    storagezh: '-20°C 保存，避免反复冻融。',
    buffersystemzh: 'PBS（pH 7.4），含 0.02% 叠氮钠和 50% 甘油。',
    purificationzh: '抗原亲和纯化',
    immunogenzh: '人源 Vimentin 第 30-60 位氨基酸内的合成肽。',
    // specificity and background are left without Chinese: the English shows on zh pages too.
  };

  beforeAll(async () => {
    shop = await createTestApp();
    pid = (await saveTestProduct(shop, { ...english, ...chinese, productname: 'Vimentin Rabbit Polyclonal Antibody', productnamezh: '波形蛋白兔多克隆抗体' })).pid;
  }, 60_000);
  afterAll(() => shop.close());

  it('declares one Chinese companion per free text, right after it in the sheet, with its label', async () => {
    for (const wire of ['form', 'storage', 'buffersystem', 'purification', 'immunogen', 'specificity', 'background']) {
      const companion = CHINESE_COMPANIONS.get(wire);
      expect(companion?.wire).toBe(`${wire}zh`);
      expect(SHEET_COLUMNS.indexOf(`${wire}zh` as never)).toBe(SHEET_COLUMNS.indexOf(wire as never) + 1);
    }
    const staff = await signUpStaff(shop);
    const headers = { Authorization: staff.authorization, 'X-Requested-With': 'XMLHttpRequest' };
    const fields = await shop.http().get('/api/admininfo/catalogue/fields').set(headers).expect(200);
    expect(fields.body.data).toContainEqual(expect.objectContaining({ column: 'storagezh', label: { zh: '保存条件（中文）', en: 'Storage (Chinese)' }, kind: 'text' }));
    const form = await shop.http().get(`/api/admininfo/catalogue/products/${pid}`).set(headers).expect(200);
    expect(form.body.data.cells).toMatchObject({ storage: english.storage, storagezh: chinese.storagezh, specificityzh: '' });
  });

  it('answers both texts in the product data (the product and compare pages choose by language)', async () => {
    const res = await shop.http().get(`/api/iteminfo/baseinfo/?pid=${pid}`).expect(200);
    expect(res.body.data).toMatchObject({ ...english, ...chinese, specificityzh: '', backgroundzh: '' });
  });

  it('prints the Chinese texts on the zh datasheet, the English where none was given, and only English on the en one', async () => {
    const sheet = (language: 'zh' | 'en') => asBytes(shop.http().get(`/api/iteminfo/datasheet/?pid=${pid}&lang=${language}`)).expect(200);
    const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, '');
    const zh = flat((await sheet('zh')).body);
    expect(zh).toContain('波形蛋白兔多克隆抗体');
    for (const text of Object.values(chinese)) expect(zh).toContain(text.replace(/\s+/g, ''));
    for (const wire of ['storage', 'buffersystem', 'purification', 'immunogen'] as const) expect(zh).not.toContain(english[wire].replace(/\s+/g, ''));
    expect(zh).toContain(english.specificity.replace(/\s+/g, ''));
    expect(zh).toContain(english.background.replace(/\s+/g, ''));
    const en = flat((await sheet('en')).body);
    expect(en).toContain('VimentinRabbitPolyclonalAntibody');
    for (const text of Object.values(english)) expect(en).toContain(text.replace(/\s+/g, ''));
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses an over-long Chinese text with a message naming its column, and changes nothing', async () => {
    const staff = await signUpStaff(shop);
    const headers = { Authorization: staff.authorization, 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'zh' };
    const refused = await shop.http().post(`/api/admininfo/catalogue/products/${pid}`).set(headers).type('form').send({ storagezh: '冻'.repeat(501) }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('保存条件（中文）');
    const res = await shop.http().get(`/api/iteminfo/baseinfo/?pid=${pid}`).expect(200);
    expect(res.body.data.storagezh).toBe(chinese.storagezh);
  });
});
