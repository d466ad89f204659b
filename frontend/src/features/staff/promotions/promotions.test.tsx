import { screen, waitFor, within } from '@testing-library/react';
import type { DataAnswer, Promotion, PromotionText } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { none, ok, refused, type ApiAnswers } from '../../../testing/fetchStandIn';
import PromotionEditPage from './PromotionEditPage';
import PromotionListPage from './PromotionListPage';

const PROMOTION: PromotionText = {
  textid: 7, imagefile: '/uploads/promo/7.jpg', textname_ch: '二抗买一送一', textname_en: 'Secondary antibodies: buy one get one',
  textedit_ch: '<p>活动期间二抗买一送一。</p>', textedit_en: '<p>Buy one, get one free.</p>', updatetime: '2026-11-01 10:00:00',
};
const api: ApiAnswers = {
  ...STAFF_ACCESS,
  'GET /recinfo/homepagefirstrec': ok<DataAnswer<Promotion[]>>({ data: [PROMOTION] }),
  'GET /recinfo/homepagerectext/': (request) => (request.query.get('textid') === '7' ? ok<DataAnswer<PromotionText>>({ data: PROMOTION }) : none({ data: null })),
  'POST /admininfo/uploadhomepagerectext/': ok<DataAnswer<PromotionText>>({ data: { ...PROMOTION, textid: 8 } }),
};
const edit = (language: 'zh' | 'en', textid: string, answers: ApiAnswers = {}) =>
  renderPage(<PromotionEditPage />, { language, url: `/textedit/${textid}`, route: '/textedit/:textid', api: { ...api, ...answers } });
/** The multipart form's fields as the server reads them. */
const fields = (body: string) => Object.fromEntries([...body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)].map((m) => [m[1], m[2]]));

describe('/admin/promotions and /textedit/{textid}, the promotions desk', () => {
  it('lists the promotions with their editor and public page, and a new one', async () => {
    renderPage(<PromotionListPage />, { url: '/admin/promotions', route: '/admin/promotions', api });
    const row = (await screen.findByText('二抗买一送一')).closest('tr')!;
    expect(row).toHaveTextContent('Secondary antibodies: buy one get one');
    expect(within(row).getByRole('link', { name: '编辑' })).toHaveAttribute('href', '/textedit/7');
    expect(within(row).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/texttemp/7');
    expect(screen.getByRole('link', { name: /新建/ })).toHaveAttribute('href', '/textedit/new');
  });

  it('edits a promotion\'s names and saves: 上传成功 (the spec\'s word for the editor\'s code 200)', async () => {
    const page = edit('zh', '7');
    const name = await screen.findByRole('textbox', { name: '活动名称（中文）' });
    await waitFor(() => expect(name).toHaveValue('二抗买一送一'));
    await page.user.clear(name);
    await page.user.type(name, '二抗八折');
    await page.user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('上传成功');
    const sent = fields(page.api.requests.find((r) => r.method === 'POST')!.body);
    expect(sent).toMatchObject({ textid: '7', textname_ch: '二抗八折', textname_en: 'Secondary antibodies: buy one get one' });
  });

  it('a new promotion needs both names; saved, its editor address takes the new id', async () => {
    const page = edit('en', 'new');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/new/i);
    await page.user.type(screen.getByRole('textbox', { name: 'Promotion name (Chinese)' }), '新活动');
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the promotion name in Chinese and in English');
    expect(page.api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await page.user.type(screen.getByRole('textbox', { name: 'Promotion name (English)' }), 'New offer');
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.address()).toBe('/textedit/8'));
    expect(fields(page.api.requests.find((r) => r.method === 'POST')!.body).textid).toBe('');
  });

  it('says an unknown promotion is not there, and shows a refused save', async () => {
    edit('zh', '99');
    expect(await screen.findByText('该活动不存在或已结束。')).toBeInTheDocument();
    document.body.replaceChildren();
    const page = edit('zh', '7', { 'POST /admininfo/uploadhomepagerectext/': refused(413, { message: '图片不能超过 5 MB' }) });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '活动名称（中文）' })).toHaveValue('二抗买一送一'));
    await page.user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('图片不能超过 5 MB');
  });
});
