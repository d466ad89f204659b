import { screen, waitFor, within } from '@testing-library/react';
import type { AgentAnswer, Distributor } from '@shop/contract';
import { SITE } from '../../testing/fixtures/site';
import { renderPage } from '../../testing/renderPage';
import { none, ok, type SeenRequest } from '../../testing/fetchStandIn';
import LinkPage from './LinkPage';

/** GET /agentinfo/ as the API answers it (contract/src/distributors.ts): the provinces, and the rows of the asked one. */
const SHANGHAI: Distributor[] = [
  { agentid: 1, agentname: '上海某某生物', adress: '上海市徐汇区 1 号', website: 'https://bio.example.cn', email: 'sales@bio.example.cn', telephone: '021-1111', province: '上海', enorch: 'zh' },
  { agentid: 2, agentname: '申城试剂', adress: '上海市闵行区 2 号', website: 'javascript:alert(1)', email: '', telephone: '021-2222', province: '上海', enorch: 'zh' },
];
const ALL: AgentAnswer = {
  data: SHANGHAI,
  province2: [
    { province: '上海', enorch: 'zh', code: '310000' },
    { province: '西藏', enorch: 'zh', code: '540000' },
  ],
};
const agents = (request: SeenRequest) => {
  const province = request.query.get('province');
  if (province === null) return ok(ALL);
  if (province === '上海') return ok<AgentAnswer>({ data: SHANGHAI, province2: ALL.province2 });
  if (province === '西藏') return ok<AgentAnswer>({ data: [], province2: ALL.province2 });
  return none<AgentAnswer>({ data: [], province2: ALL.province2 });
};
const api = { 'GET /agentinfo/': agents, 'GET /siteinfo': ok({ data: SITE }) };
const open = (language: 'zh' | 'en', url = '/link') => renderPage(<LinkPage />, { language, url, route: '/link', api });

describe('/link, the contact page and distributors by province (spec: "Contact page")', () => {
  it("shows the company's details in Chinese and only http(s) websites as links", async () => {
    const page = open('zh');
    expect(await screen.findByText(SITE.address_ch)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('联系我们');
    expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    const websites = await screen.findByRole('heading', { name: '经销商网站' });
    const list = within(websites.parentElement!);
    expect(list.getByRole('link', { name: '上海某某生物' })).toHaveAttribute('href', 'https://bio.example.cn/');
    // A javascript: address is never a link.
    expect(list.queryByRole('link', { name: '申城试剂' })).not.toBeInTheDocument();
    // Nothing chosen: no table yet.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(page.api.unanswered).toEqual([]);
  });

  it('in English: the English address, texts, and the calls name English', async () => {
    const page = open('en');
    expect(await screen.findByText(SITE.address_en)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
    expect(screen.getByText('Find a distributor in your province')).toBeInTheDocument();
    expect(page.api.requests.every((r) => r.language === 'en')).toBe(true);
  });

  it('choosing a province asks for its distributors and shows them in the table, numbered', async () => {
    const page = open('zh');
    const select = await screen.findByRole('combobox', { name: /省份/ });
    await screen.findByRole('option', { name: '上海' });
    await page.user.selectOptions(select, '上海');
    const table = await screen.findByRole('table', { name: '所选省份的经销商' });
    expect(screen.getByRole('heading', { name: '上海的经销商（2 家）' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['1', '2']);
    expect(within(rows[0]).getByRole('link', { name: 'sales@bio.example.cn' })).toHaveAttribute('href', 'mailto:sales@bio.example.cn');
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(page.address()).toBe(`/link?province=${encodeURIComponent('上海')}`);
    expect(page.api.requests.some((r) => r.path === '/agentinfo/' && r.query.get('province') === '上海')).toBe(true);
  });

  it('a province in the address pre-selects it; an unknown one (code 300) and one with none say so', async () => {
    open('zh', `/link?province=${encodeURIComponent('火星')}`);
    expect(await screen.findByRole('status')).toHaveTextContent('未找到该省份，请从列表中选择。');
    document.body.replaceChildren();
    open('en', `/link?province=${encodeURIComponent('西藏')}`);
    expect(await screen.findByText('There is no distributor in this province yet; please contact us directly.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Province/ })).toHaveValue('西藏'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
