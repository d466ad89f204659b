import { screen, waitFor, within } from '@testing-library/react';
import type { DataAnswer, TargetFamiliesAnswer, TargetNameRow, TargetNamesAnswer } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { none, ok, refused, type ApiAnswers, type SeenRequest } from '../../../testing/fetchStandIn';
import TargetNamesPage from './TargetNamesPage';

const VIM: TargetNameRow = { symbol: 'VIM', en: ['Vimentin'], zh: ['波形蛋白'], added: [{ id: 9, name: '波形丝蛋白' }], products: 3 };
const ACTB: TargetNameRow = { symbol: 'ACTB', en: ['Beta-actin', 'β-actin'], zh: ['β-肌动蛋白'], added: [], products: 12 };
const names = (request: SeenRequest) => {
  const search = request.query.get('search') ?? '';
  if (search === 'nothing') return ok<TargetNamesAnswer>({ data: [], total: 0, page: 1 });
  return ok<TargetNamesAnswer>(search ? { data: [VIM], total: 1, page: 1 } : { data: [ACTB, VIM], total: 2, page: 1 });
};
const api: ApiAnswers = {
  ...STAFF_ACCESS,
  'GET /admininfo/catalogue/targetnames': names,
  'POST /admininfo/catalogue/targetnames': (request) => ok<DataAnswer<TargetNameRow>>({ data: { ...VIM, symbol: request.form.get('symbol')!.toUpperCase() } }),
  'POST /admininfo/catalogue/targetnames/remove': ok<DataAnswer<TargetNameRow>>({ data: { ...VIM, added: [] } }),
  // The families section below the names (issue 49), with one family.
  'GET /admininfo/catalogue/targetnames/families': ok<TargetFamiliesAnswer>({
    data: [{ key: 'heat-shock', zh: ['热休克蛋白'], en: ['heat shock protein'], members: [{ symbol: 'HSPA1A' }, { symbol: 'HSP90AA1' }] }],
  }),
};
const open = (language: 'zh' | 'en', url = '/admin/catalogue/targetnames', answers: ApiAnswers = {}) =>
  renderPage(<TargetNamesPage />, { language, url, route: '/admin/catalogue/targetnames', api: { ...api, ...answers } });
const row = (symbol: string) => document.querySelector<HTMLElement>(`tr[data-symbol="${symbol}"]`)!;

describe('/admin/catalogue/targetnames, the names search knows a target by (issue 30)', () => {
  it('lists each target\'s symbol, English, shipped Chinese and staff-added names, in Chinese', async () => {
    const page = open('zh');
    expect(await screen.findByText('共 2 个靶点')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('靶点中文名');
    expect(row('ACTB')).toHaveTextContent('Beta-actin · β-actin');
    expect(row('ACTB')).toHaveTextContent('β-肌动蛋白');
    expect(within(row('VIM')).getByRole('button', { name: '删除 VIM 的名称“波形丝蛋白”' })).toBeInTheDocument();
    expect(page.api.unanswered).toEqual([]);
  });

  it('searches by a Chinese name through the address, and says when nothing matches (English)', async () => {
    const page = open('en');
    await screen.findByText('2 targets');
    await page.user.type(screen.getByRole('searchbox', { name: 'Find a target' }), '波形蛋白');
    await page.user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Targets matching “波形蛋白”: 1')).toBeInTheDocument();
    expect(page.address()).toBe(`/admin/catalogue/targetnames?search=${encodeURIComponent('波形蛋白')}`);
    expect(page.api.requests.filter((r) => r.path === '/admininfo/catalogue/targetnames').at(-1)!.query.get('search')).toBe('波形蛋白');
    document.body.replaceChildren();
    open('en', '/admin/catalogue/targetnames?search=nothing');
    expect(await screen.findByText('No target matches “nothing”. You can add a Chinese name for that gene symbol above.')).toBeInTheDocument();
  });

  it('adds a name to a row\'s target and shows that target; removes a staff-added name', async () => {
    const page = open('zh');
    await screen.findByText('共 2 个靶点');
    await page.user.click(within(row('VIM')).getByRole('button', { name: '为 VIM 添加中文名称' }));
    const form = screen.getByRole('form', { name: '添加中文名称' });
    expect(within(form).getByRole('textbox', { name: '基因符号' })).toHaveValue('VIM');
    await page.user.type(within(form).getByRole('textbox', { name: '中文名称或同义词' }), ' 中间丝蛋白 ');
    await page.user.click(within(form).getByRole('button', { name: '添加' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已为 VIM 添加“中间丝蛋白”，现在即可搜索');
    await waitFor(() => expect(page.address()).toBe('/admin/catalogue/targetnames?search=VIM'));
    const added = page.api.requests.find((r) => r.method === 'POST' && r.path === '/admininfo/catalogue/targetnames')!;
    expect(Object.fromEntries(added.form)).toEqual({ symbol: 'VIM', name: '中间丝蛋白' });
    await page.user.click(await screen.findByRole('button', { name: '删除 VIM 的名称“波形丝蛋白”' }));
    expect(await screen.findByText('已删除 VIM 的“波形丝蛋白”')).toBeInTheDocument();
    expect(page.api.requests.find((r) => r.path === '/admininfo/catalogue/targetnames/remove')!.form.get('id')).toBe('9');
  });

  it('shows a refused addition (code 300) and a failed list', async () => {
    const page = open('zh', undefined, { 'POST /admininfo/catalogue/targetnames': none({ message: '“波形蛋白”已是 VIM 的名称' }) });
    await screen.findByText('共 2 个靶点');
    const form = screen.getByRole('form', { name: '添加中文名称' });
    await page.user.type(within(form).getByRole('textbox', { name: '基因符号' }), 'VIM');
    await page.user.type(within(form).getByRole('textbox', { name: '中文名称或同义词' }), '波形蛋白');
    await page.user.click(within(form).getByRole('button', { name: '添加' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“波形蛋白”已是 VIM 的名称');
    document.body.replaceChildren();
    open('zh', undefined, { 'GET /admininfo/catalogue/targetnames': refused(500, {}) });
    expect(await screen.findByRole('alert')).toHaveTextContent('靶点列表加载失败，请稍后重试');
  });
});
