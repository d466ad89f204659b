import { screen, waitFor, within } from '@testing-library/react';
import type { MainInfo, OrderList, OrderSummary } from '@shop/contract';
import { renderPage } from '../../testing/renderPage';
import { none, ok, refused, type ApiAnswers, type SeenRequest } from '../../testing/fetchStandIn';
import OrdersPage from './OrdersPage';

const NO_INVOICE = { taxcompanyname: '', taxcompanyid: '', taxcompanyaddress: '', taxcompanyphone: '', taxbankname: '', taxbankaccount: '' };
const main = (orderlistid: number, changes: Partial<MainInfo>): OrderSummary => ({
  ...NO_INVOICE, orderlistid, is_delete: 0, is_paid: 0, is_shipped: 0, shippedtime: '', carrier: '', trackingnumber: '', trackingurl: '', committime: '2026-11-20T08:00:00.000Z',
  need_tax: 0, is_tax: 0, taxid: '', note: '', oritotprice: 5620, currency: 'CNY', totprice: 5620, handlingfee: 0, amountdue: 5620, oriamountdue: 5620, ponumber: '', institution: '',
  addrinfo: { recaddr: '上海市浦东新区张江路 88 号', recname: '王小明' },
  ...changes,
});
const UNPAID = main(5001, {});
const PAID = main(5002, { is_paid: 1, currency: 'USD', totprice: 804, amountdue: 924, handlingfee: 120 });
const CANCELLED = main(5003, { is_delete: 1 });
const orders = (request: SeenRequest) => {
  if (request.form.get('search') === 'AB9999') return none<OrderList>({ orderinfo: [] });
  if (request.form.get('status') === 'paid') return ok<OrderList>({ orderinfo: [PAID] });
  return ok<OrderList>({ orderinfo: [UNPAID, PAID, CANCELLED] });
};
const api: ApiAnswers = { 'POST /orderinfo/showallorder': orders, 'POST /orderinfo/delorder': ok({}) };
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) => renderPage(<OrdersPage />, { language, url: '/order', route: '/order', api: { ...api, ...answers } });
const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-order="${id}"]`)!;

describe('/order, my orders (spec: "My orders", section 4 states)', () => {
  it('lists the orders with the spec\'s columns, statuses and totals in each order\'s currency', async () => {
    const page = open('zh');
    await waitFor(() => expect(row(5001)).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我的订单');
    expect(row(5001)).toHaveTextContent('未付款');
    expect(row(5002)).toHaveTextContent('已付款');
    expect(row(5003)).toHaveTextContent('已取消');
    expect(within(row(5001)).getByTestId('order-total')).toHaveTextContent('¥5,620');
    expect(within(row(5002)).getByTestId('order-total')).toHaveTextContent('$924');
    expect(within(row(5001)).getByRole('link', { name: '订单详情' })).toHaveAttribute('href', '/detail?orderlistid=5001');
    // Only an unpaid order can be deleted (cancelled).
    expect(within(row(5002)).queryByRole('button', { name: '删除订单' })).not.toBeInTheDocument();
    expect(within(row(5003)).queryByRole('button', { name: '删除订单' })).not.toBeInTheDocument();
    expect(page.api.unanswered).toEqual([]);
  });

  it('delete opens the yes/no dialog: no closes it, yes sends the delete, says success！ and reloads the list', async () => {
    const page = open('en');
    await waitFor(() => expect(row(5001)).not.toBeNull());
    await page.user.click(within(row(5001)).getByRole('button', { name: 'Delete order' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete (cancel) this order?');
    await page.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.api.requests.some((r) => r.path === '/orderinfo/delorder')).toBe(false);
    await page.user.click(within(row(5001)).getByRole('button', { name: 'Delete order' }));
    await page.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('success！')).toBeInTheDocument();
    expect(page.api.requests.find((r) => r.path === '/orderinfo/delorder')!.form.get('orderlistid')).toBe('5001');
    await waitFor(() => expect(page.api.requests.filter((r) => r.path === '/orderinfo/showallorder')).toHaveLength(2));
  });

  it('searches by order or catalogue number and status, and says when none matches', async () => {
    const page = open('zh');
    await waitFor(() => expect(row(5001)).not.toBeNull());
    await page.user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已付款');
    await waitFor(() => expect(row(5001)).toBeNull());
    expect(row(5002)).not.toBeNull();
    await page.user.type(screen.getByRole('searchbox', { name: '订单号或货号' }), 'AB9999');
    await page.user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('没有符合条件的订单。')).toBeInTheDocument();
    const last = page.api.requests.filter((r) => r.path === '/orderinfo/showallorder').at(-1)!;
    expect(Object.fromEntries(last.form)).toEqual({ search: 'AB9999', status: 'paid' });
  });

  it('says there are no orders yet (code 300), and asks a visitor (401) to log in', async () => {
    open('zh', { 'POST /orderinfo/showallorder': none<OrderList>({ orderinfo: [] }) });
    expect(await screen.findByText('还没有订单。')).toBeInTheDocument();
    open('zh', { 'POST /orderinfo/showallorder': refused(401, { message: '请您先登录' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('请您先登录');
  });
});
