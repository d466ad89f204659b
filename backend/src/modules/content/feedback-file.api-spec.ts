import { createTestApp, TestApp } from '../../../test-support/test-app';
import { FEEDBACK_FILES } from './feedback-file.controller';

describe('GET /api/getfeedbackfile/', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it.each([...FEEDBACK_FILES])('downloads %s as a printable bilingual HTML form', async (name) => {
    const res = await shop.http().get('/api/getfeedbackfile/').query({ feedbackfilename: name }).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.text).toContain('<fieldset>');
    expect(res.text).toMatch(/实验反馈表/);
    expect(res.text).toMatch(/feedback form/);
    expect(res.text).not.toMatch(/<script/i);
  });

  it.each(['../package.json', '../../package.json', '..%2Fpackage.json', 'WB-feedback-form.html/../../package.json', 'wb-feedback-form.html', 'secret.txt'])(
    'refuses %s with 404 and a message in the caller language',
    async (name) => {
      const res = await shop.http().get('/api/getfeedbackfile/').query({ feedbackfilename: name }).set('X-Language', 'en').expect(404);
      expect(res.body).toEqual({ code: 404, message: 'No such feedback form' });
    },
  );

  it('refuses a missing or repeated name with 400', async () => {
    const missing = await shop.http().get('/api/getfeedbackfile/').expect(400);
    expect(missing.body.message).toBe('请指定要下载的反馈表');
    await shop.http().get('/api/getfeedbackfile/?feedbackfilename=WB-feedback-form.html&feedbackfilename=FCM-feedback-form.html').expect(400);
  });
});
