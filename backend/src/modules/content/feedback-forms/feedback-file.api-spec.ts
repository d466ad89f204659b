import { asBytes, embeddedFonts, pdfText } from '../../../../test-support/pdf-fixtures';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { FEEDBACK_FILES } from './feedback-file.controller';

describe('GET /api/getfeedbackfile/', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const download = (name: string, language?: 'zh' | 'en') => {
    const request = asBytes(shop.http().get('/api/getfeedbackfile/').query({ feedbackfilename: name }));
    return language ? request.set('X-Language', language) : request;
  };

  it('serves the four forms under .pdf names and, for older links, under their .html names', () => {
    expect([...FEEDBACK_FILES.keys()].sort()).toEqual(
      ['FCM', 'IHC-ICC', 'IP-CoIP', 'WB'].flatMap((form) => [`${form}-feedback-form.html`, `${form}-feedback-form.pdf`]).sort(),
    );
  });

  it.each([...FEEDBACK_FILES.keys()])('downloads %s as a printable PDF form in the caller language', async (name) => {
    const pdfName = name.replace(/\.html$/, '.pdf');
    const zh = await download(name).expect(200);
    expect(zh.headers['content-type']).toBe('application/pdf');
    expect(zh.headers['content-disposition']).toBe(`attachment; filename="${pdfName}"`);
    expect(zh.headers['content-language']).toBe('zh');
    expect(zh.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const zhText = pdfText(zh.body);
    for (const label of ['实验反馈表', '联系信息', '产品信息', '问题描述', '批号', '填写人签名', '抗体商城', '第 1 页']) expect(zhText).toContain(label);
    expect(zhText).not.toContain('feedback form');
    expect(embeddedFonts(zh.body)).toEqual(expect.arrayContaining([expect.stringMatching(/NotoSansSC/)]));

    const en = await download(name, 'en').expect(200);
    expect(en.headers['content-language']).toBe('en');
    const enText = pdfText(en.body);
    for (const label of ['feedback form', 'Contact details', 'Product', 'Problem description', 'Lot number', 'Signature', 'Antibody Shop', 'Page 1 of']) expect(enText).toContain(label);
    expect(enText).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('makes each form once per language and answers the same bytes after', async () => {
    const first = await download('WB-feedback-form.pdf', 'en').expect(200);
    const again = await download('WB-feedback-form.html', 'en').expect(200);
    expect(again.body.equals(first.body)).toBe(true);
  });

  it.each(['../package.json', '../../package.json', '..%2Fpackage.json', 'WB-feedback-form.html/../../package.json', 'wb-feedback-form.pdf', 'WB-feedback-form', 'secret.txt'])(
    'refuses %s with 404 and a message in the caller language',
    async (name) => {
      const res = await shop.http().get('/api/getfeedbackfile/').query({ feedbackfilename: name }).set('X-Language', 'en').expect(404);
      expect(res.body).toEqual({ code: 404, message: 'No such feedback form' });
    },
  );

  it('refuses a missing or repeated name with 400', async () => {
    const missing = await shop.http().get('/api/getfeedbackfile/').expect(400);
    expect(missing.body.message).toBe('请指定要下载的反馈表');
    await shop.http().get('/api/getfeedbackfile/?feedbackfilename=WB-feedback-form.pdf&feedbackfilename=FCM-feedback-form.pdf').expect(400);
  });

  it('follows the shop language named in the address over the browser Accept-Language (issue 25, audit item 5)', async () => {
    const en = await asBytes(shop.http().get('/api/getfeedbackfile/').query({ feedbackfilename: 'WB-feedback-form.pdf', lang: 'en' }).set('Accept-Language', 'zh-CN,zh;q=0.9')).expect(200);
    expect(en.headers['content-language']).toBe('en');
    const zh = await asBytes(shop.http().get('/api/getfeedbackfile/').query({ feedbackfilename: 'WB-feedback-form.pdf', lang: 'zh' }).set('Accept-Language', 'en-US,en;q=0.9')).expect(200);
    expect(zh.headers['content-language']).toBe('zh');
    const bad = await shop.http().get('/api/getfeedbackfile/').query({ feedbackfilename: 'WB-feedback-form.pdf', lang: 'fr' }).set('X-Language', 'en').expect(400);
    expect(bad.body.message).toBe('lang must be zh or en');
  });
});
