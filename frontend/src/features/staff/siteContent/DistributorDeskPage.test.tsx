import { screen, waitFor, within } from '@testing-library/react';
import type { DataAnswer, DeskDistributor, DistributorDraft, ProvinceChoice, StaffPage } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { ok, refused, type ApiAnswers, type SeenRequest } from '../../../testing/fetchStandIn';
import DistributorDeskPage from './DistributorDeskPage';

const PROVINCES: ProvinceChoice[] = [
  { code: '310000', zh: '上海', en: 'Shanghai' },
  { code: '540000', zh: '西藏', en: 'Tibet' },
];
const SHANGHAI: DeskDistributor = { agentid: 1, agentname: '上海某某生物', adress: '上海市徐汇区 1 号', website: 'https://bio.example.cn', email: 'sales@bio.example.cn', telephone: '021-1111', province: '上海', enorch: 'zh', provincecode: '310000' };
const desk = (request: SeenRequest) =>
  ok<StaffPage<DeskDistributor>>(request.query.get('province') === '540000' ? { data: [], total: 0, pagesize: 20 } : { data: [SHANGHAI], total: 1, pagesize: 20 });
const api: ApiAnswers = {
  ...STAFF_ACCESS,
  'GET /admininfo/provinces': ok<DataAnswer<ProvinceChoice[]>>({ data: PROVINCES }),
  'GET /admininfo/distributors': desk,
  'POST /admininfo/distributors': ok<DataAnswer<DeskDistributor>>({ data: { ...SHANGHAI, agentid: 2 } }),
  'POST /admininfo/distributors/1': ok<DataAnswer<DeskDistributor>>({ data: SHANGHAI }),
  'POST /admininfo/distributors/1/delete': ok({}),
};
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) => renderPage(<DistributorDeskPage />, { language, url: '/admin/distributors', route: '/admin/distributors', api: { ...api, ...answers } });
const posts = (page: ReturnType<typeof open>) => page.api.requests.filter((r) => r.method === 'POST');

describe('/admin/distributors, the distributor desk', () => {
  it('lists the distributors with their province (a link to the contact page) and language; filters by province', async () => {
    const page = open('zh');
    const row = (await screen.findByRole('rowheader', { name: '上海某某生物' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: '上海' })).toHaveAttribute('href', `/link?province=${encodeURIComponent('上海')}`);
    expect(row).toHaveTextContent('中文');
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    await page.user.selectOptions(screen.getByRole('combobox', { name: '省份' }), '西藏');
    expect(await screen.findByText('没有符合条件的经销商。')).toBeInTheDocument();
    expect(page.address()).toBe('/admin/distributors?province=540000');
  });

  it('adds a distributor with the draft the contract names, in English', async () => {
    const page = open('en');
    await screen.findByRole('rowheader', { name: '上海某某生物' });
    await page.user.click(screen.getByRole('button', { name: /New distributor|Add/i }));
    const form = screen.getByRole('form');
    await page.user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Shanghai Bio Ltd.');
    await page.user.selectOptions(within(form).getByRole('combobox', { name: /Province/ }), 'Shanghai');
    await page.user.selectOptions(within(form).getByRole('combobox', { name: /Language/ }), 'en');
    await page.user.type(within(form).getByRole('textbox', { name: /Website/ }), 'https://bio.example.com');
    await page.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(page)).toHaveLength(1));
    const sent = Object.fromEntries(posts(page)[0].form) as unknown as DistributorDraft;
    expect(sent).toEqual({ agentname: 'Shanghai Bio Ltd.', province: '310000', enorch: 'en', adress: '', website: 'https://bio.example.com', email: '', telephone: '' });
  });

  it('shows a refused field beside it, and deletes only after the dialog\'s yes', async () => {
    const page = open('zh', { 'POST /admininfo/distributors/1': refused(400, { message: '网址须以 http:// 或 https:// 开头', field: 'website' }) });
    await screen.findByRole('rowheader', { name: '上海某某生物' });
    await page.user.click(screen.getByRole('button', { name: '编辑 上海某某生物' }));
    const form = screen.getByRole('form');
    const website = within(form).getByRole('textbox', { name: /网址/ });
    await page.user.clear(website);
    await page.user.type(website, 'bio.example.cn');
    await page.user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('网址须以 http:// 或 https:// 开头')).toBeInTheDocument();
    expect(website).toHaveAttribute('aria-invalid', 'true');
    await page.user.click(screen.getByRole('button', { name: '删除 上海某某生物' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除经销商“上海某某生物”吗？');
    await page.user.click(within(dialog).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(posts(page).map((r) => r.path)).toEqual(['/admininfo/distributors/1', '/admininfo/distributors/1/delete']));
  });
});
