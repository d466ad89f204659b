import { screen, waitFor, within } from '@testing-library/react';
import type { BasketRow, DataAnswer } from '@shop/contract';
import { BASKET } from '../../testing/fixtures/ordering';
import { renderPage } from '../../testing/renderPage';
import { none, ok, refused, type ApiAnswers } from '../../testing/fetchStandIn';
import BasketPage from './BasketPage';

/** The basket as the API holds it: each add of ±1 changes the quantity the next showcart answers. */
function basketApi(rows: BasketRow[] = BASKET, extra: ApiAnswers = {}): ApiAnswers {
  let held = rows.map((row) => ({ ...row }));
  return {
    'POST /cartinfo/showcart': () => ok<DataAnswer<BasketRow[]>>({ data: held }),
    'POST /cartinfo/addcart': (request) => {
      held = held.map((row) => (String(row.pid) === request.form.get('pid') && String(row.priceid) === request.form.get('priceid') ? { ...row, quantity: row.quantity + Number(request.form.get('quantity')) } : row));
      return ok({});
    },
    'POST /cartinfo/delcartprd': (request) => {
      held = held.filter((row) => String(row.carid) !== request.form.get('cartid'));
      return ok({});
    },
    'GET /vocabularies': ok({ data: {} }),
    ...extra,
  };
}
const open = (language: 'zh' | 'en', api = basketApi()) => renderPage(<BasketPage />, { language, url: '/shopcar', route: '/shopcar', api });
const row = (carid: number) => document.querySelector<HTMLElement>(`tr[data-carid="${carid}"]`)!;

describe('/shopcar, the basket (spec: "Basket")', () => {
  it('lists the rows in Chinese with yuan prices, and totals only the chosen rows', async () => {
    const page = open('zh');
    expect(await screen.findByRole('link', { name: 'AKT1 Rabbit Monoclonal Antibody' })).toHaveAttribute('href', '/production/101');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('购物车');
    expect(within(row(7)).getByTestId('line-amount')).toHaveTextContent('¥4,640');
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0');
    await page.user.click(screen.getByRole('checkbox', { name: '选择 CD45 Mouse Monoclonal Antibody 50 µl' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('¥980');
    await page.user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByTestId('basket-total')).toHaveTextContent('¥5,620');
    expect(page.api.unanswered).toEqual([]);
  });

  it('in English: dollar prices (price ÷ 7, rounded up) and English texts', async () => {
    const page = open('en');
    await screen.findByRole('link', { name: 'CD45 Mouse Monoclonal Antibody' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Basket');
    expect(within(row(7)).getByTestId('line-amount')).toHaveTextContent('$664');
    expect(page.api.requests.find((r) => r.path === '/cartinfo/showcart')?.language).toBe('en');
  });

  it('refuses to commit with nothing chosen (您还没选择商品!), and commits the chosen rows to the order form', async () => {
    const page = open('zh');
    await screen.findByRole('link', { name: 'AKT1 Rabbit Monoclonal Antibody' });
    await page.user.click(screen.getByRole('button', { name: '去结算' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您还没选择商品!');
    expect(page.address()).toBe('/shopcar');
    await page.user.click(screen.getByRole('checkbox', { name: '全选' }));
    await page.user.click(screen.getByRole('button', { name: '去结算' }));
    expect(page.address()).toBe('/shopcar1?caridlist=7&caridlist=8');
  });

  it('steps a quantity by one through the add call, and never below 1', async () => {
    const page = open('zh');
    await screen.findByRole('link', { name: 'CD45 Mouse Monoclonal Antibody' });
    expect(within(row(8)).getByRole('button', { name: '50 µl 数量减一' })).toBeDisabled();
    await page.user.click(within(row(8)).getByRole('button', { name: '50 µl 数量加一' }));
    await waitFor(() => expect(within(row(8)).getByRole('status', { name: '数量' })).toHaveTextContent('2'));
    const add = page.api.requests.find((r) => r.path === '/cartinfo/addcart')!;
    expect(Object.fromEntries(add.form)).toEqual({ pid: '102', priceid: '1', quantity: '1' });
    await page.user.click(within(row(7)).getByRole('button', { name: '100 µl 数量减一' }));
    await waitFor(() => expect(within(row(7)).getByRole('status', { name: '数量' })).toHaveTextContent('1'));
    expect(page.api.requests.filter((r) => r.path === '/cartinfo/addcart').at(-1)!.form.get('quantity')).toBe('-1');
  });

  it('asks before deleting: 否 keeps the row, 是 deletes it (删除成功)', async () => {
    const page = open('zh');
    await screen.findByRole('link', { name: 'CD45 Mouse Monoclonal Antibody' });
    await page.user.click(within(row(8)).getByRole('button', { name: '删除' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('确定从购物车删除该商品吗？');
    await page.user.click(within(dialog).getByRole('button', { name: '否' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.api.requests.some((r) => r.path === '/cartinfo/delcartprd')).toBe(false);
    await page.user.click(within(row(8)).getByRole('button', { name: '删除' }));
    await page.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '是' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'CD45 Mouse Monoclonal Antibody' })).not.toBeInTheDocument());
    expect(page.api.requests.find((r) => r.path === '/cartinfo/delcartprd')!.form.get('cartid')).toBe('8');
  });

  it('an empty basket (code 300) says so and offers the catalogue; a refused read says it failed', async () => {
    open('zh', { ...basketApi(), 'POST /cartinfo/showcart': none() });
    expect(await screen.findByText('购物车是空的。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看产品' })).toHaveAttribute('href', '/hot');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    document.body.replaceChildren();
    open('en', { ...basketApi(), 'POST /cartinfo/showcart': refused(500, { message: 'down' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work');
  });
});
