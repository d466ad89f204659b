import { screen, waitFor, within } from '@testing-library/react';
import type { DataAnswer, ListChosen, ListToBasketAnswer, SavedList, SavedListDetail } from '@shop/contract';
import { renderPage } from '../../testing/renderPage';
import { ok, refused, type ApiAnswers } from '../../testing/fetchStandIn';
import SavedListsPage from './SavedListsPage';
import { SaveToList } from './SaveToList';

const FAVOURITES: SavedList = { listid: 1, name: '', favourites: 1, count: 2 };
const WB_PANEL: SavedList = { listid: 2, name: 'WB 内参', favourites: 0, count: 0 };
const FAVOURITE_ROWS: SavedListDetail = {
  list: FAVOURITES,
  rows: [
    { rowid: 11, pid: 101, priceid: 2, productname: 'AKT1 Rabbit Monoclonal Antibody', catno: 'AB1001', specs: '100 µl', price: 2320, discontinued: false },
    { rowid: 12, pid: 99, priceid: 1, productname: 'Old AKT Antibody', catno: 'AB0999', specs: '50 µl', price: 900, discontinued: true },
  ],
};
const api: ApiAnswers = {
  'POST /listinfo/showlists': ok<DataAnswer<SavedList[]>>({ data: [FAVOURITES, WB_PANEL] }),
  'POST /listinfo/showlist': (request) => ok<SavedListDetail>(request.form.get('listid') === '2' ? { list: WB_PANEL, rows: [] } : FAVOURITE_ROWS),
  'POST /listinfo/tobasket': ok<ListToBasketAnswer>({ added: [501], skipped: [{ rowid: 12, catno: 'AB0999', message: '该产品已停产' }] }),
  'POST /listinfo/delrows': ok({ removed: 1 }),
  'POST /listinfo/addlist': ok<ListChosen>({ listid: 3 }),
  'POST /listinfo/renamelist': ok({}),
  'POST /listinfo/dellist': ok({}),
  'POST /listinfo/addproduct': ok<ListChosen>({ listid: 1 }),
};
const open = (language: 'zh' | 'en', url = '/lists', answers: ApiAnswers = {}) => renderPage(<SavedListsPage />, { language, url, route: '/lists', api: { ...api, ...answers } });
const posted = (page: ReturnType<typeof open>, path: string) => page.api.requests.filter((r) => r.path === path).map((r) => Object.fromEntries([...new Set(r.form.keys())].map((k) => [k, r.form.getAll(k)])));

describe('/lists, favourites and named product lists (issue 31)', () => {
  it('opens on the favourites, named by the interface, with today\'s prices and discontinued rows marked', async () => {
    const page = open('zh');
    expect(await screen.findByTestId('list-name')).toHaveTextContent('我的收藏');
    expect(screen.getByRole('link', { name: /WB 内参/ })).toHaveAttribute('href', '/lists?listid=2');
    const old = document.querySelector<HTMLElement>('tr[data-row="12"]')!;
    expect(old).toHaveTextContent('已停产');
    expect(screen.getByText('¥2,320')).toBeInTheDocument();
    // The favourites cannot be renamed or deleted.
    expect(screen.queryByRole('button', { name: '重命名' })).not.toBeInTheDocument();
    expect(page.api.unanswered).toEqual([]);
  });

  it('in English: Favourites, dollars, and an empty list says so', async () => {
    const page = open('en', '/lists?listid=2');
    expect(await screen.findByTestId('list-name')).toHaveTextContent('WB 内参');
    expect(screen.getByRole('link', { name: /Favourites/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Find products|Browse/i })).toHaveAttribute('href', '/hot');
    expect(posted(page, '/listinfo/showlist')).toEqual([{ listid: ['2'] }]);
  });

  it('puts the chosen rows into the basket and says which could not go', async () => {
    const page = open('zh');
    await screen.findByTestId('list-name');
    await page.user.click(screen.getByRole('checkbox', { name: '选择 AB0999 50 µl' }));
    await page.user.click(screen.getByRole('button', { name: '所选 1 项加入购物车' }));
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('已将 1 项加入购物车。');
    expect(answer).toHaveTextContent('AB0999：该产品已停产');
    expect(posted(page, '/listinfo/tobasket')).toEqual([{ listid: ['1'], rowid: ['12'] }]);
    await page.user.click(screen.getByRole('button', { name: '全部加入购物车' }));
    await waitFor(() => expect(posted(page, '/listinfo/tobasket')[1]).toEqual({ listid: ['1'] }));
  });

  it('creates a list only with a name, and goes to it', async () => {
    const page = open('zh');
    await screen.findByTestId('list-name');
    await page.user.click(screen.getByRole('button', { name: '创建' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写清单名称');
    expect(posted(page, '/listinfo/addlist')).toEqual([]);
    await page.user.type(screen.getByRole('textbox', { name: '新建清单' }), ' IHC 抗体 ');
    await page.user.click(screen.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(page.address()).toBe('/lists?listid=3'));
    expect(posted(page, '/listinfo/addlist')).toEqual([{ name: ['IHC 抗体'] }]);
  });

  it('deletes a named list only after the dialog\'s yes', async () => {
    const page = open('zh', '/lists?listid=2');
    expect(await screen.findByTestId('list-name')).toHaveTextContent('WB 内参');
    await page.user.click(screen.getByRole('button', { name: '删除清单' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('确定删除清单“WB 内参”吗？');
    await page.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '否' }));
    expect(posted(page, '/listinfo/dellist')).toEqual([]);
    await page.user.click(screen.getByRole('button', { name: '删除清单' }));
    await page.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '是' }));
    expect(await screen.findByText('清单已删除')).toBeInTheDocument();
    expect(posted(page, '/listinfo/dellist')).toEqual([{ listid: ['2'] }]);
    await waitFor(() => expect(page.address()).toBe('/lists'));
  });

  it('asks a visitor (401) to log in', async () => {
    open('zh', '/lists', { 'POST /listinfo/showlists': refused(401, { message: '请您先登录' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('请您先登录');
  });
});

describe('the save button beside a product (SaveToList)', () => {
  it('sends a visitor to /login, and saves a logged-in researcher\'s product into the chosen list', async () => {
    const visitor = renderPage(<SaveToList pid={101} priceid={2} name="AKT1" />, { url: '/production/101', api });
    await visitor.user.click(screen.getByRole('button', { name: '将 AKT1 加入收藏或清单' }));
    expect(visitor.address()).toBe('/login');
    document.body.replaceChildren();
    document.cookie = 'uid=5; path=/';
    const page = renderPage(<SaveToList pid={101} priceid={2} name="AKT1" />, { language: 'en', url: '/production/101', api });
    await page.user.click(screen.getByRole('button', { name: /AKT1/ }));
    await screen.findByRole('option', { name: 'WB 内参' });
    await page.user.selectOptions(screen.getByRole('combobox'), 'WB 内参');
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved to "WB 内参"\./)).toBeInTheDocument();
    expect(posted(page, '/listinfo/addproduct')).toEqual([{ listid: ['2'], pid: ['101'], priceid: ['2'] }]);
  });
});
