import { screen, waitFor, within } from '@testing-library/react';
import type { DataAnswer, DeskOrder, Lot, MainInfo, OrderLine, StaffPage } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { ok, refused, type ApiAnswers, type SeenRequest } from '../../../testing/fetchStandIn';
import OrderDeskPage from './OrderDeskPage';

const INVOICE = { taxcompanyname: '上海某某生物', taxcompanyid: '91310000XXXX', taxcompanyaddress: '上海市张江路 1 号', taxcompanyphone: '021-00000000', taxbankname: '某某银行', taxbankaccount: '6222000000' };
const MAIN: MainInfo = {
  ...INVOICE, orderlistid: 5001, is_delete: 0, is_paid: 1, is_shipped: 0, shippedtime: '', carrier: '', trackingnumber: '', trackingurl: '', committime: '2026-11-20T08:00:00.000Z',
  need_tax: 1, is_tax: 0, taxid: '', note: '请尽快发货', oritotprice: 5620, currency: 'CNY', totprice: 5620, handlingfee: 0, amountdue: 5620, oriamountdue: 5620, ponumber: 'PO-2026-17', institution: '复旦大学',
};
const line = (n: number, pid: number | null, catno: string, price: number, quantity: number): OrderLine => ({
  orderlistid: 5001, line: n, quantity, priceid: 1, lot: null,
  proinfo: { pid, productname: `${catno} Antibody`, catno, size: '100 µl', price1: price, shownprice: price, amount: price * quantity, stock: '', clonalityNo: '', rrid: '' },
});
const PAID: DeskOrder = {
  maininfo: MAIN,
  addrinfo: { recaddr: '上海市浦东新区张江路 88 号', reccountry: '中国', recprovince: '上海', reccity: '上海市', recdistrict: '浦东新区', recdetail: '张江路 88 号', recname: '王小明', recphone: '13800000000' },
  orderinfo: [line(1, 101, 'AB1001', 2320, 2), line(2, null, 'AB0999', 980, 1)],
  customer: 'wang@lab.example.cn', paidtime: '2026-11-20T09:00:00.000Z', taxtime: null,
};
const UNPAID: DeskOrder = { ...PAID, maininfo: { ...MAIN, orderlistid: 5002, is_paid: 0, need_tax: 0, ponumber: '', institution: '' }, paidtime: null };
const LOTS: Lot[] = [
  { lotid: 1, lot_number: 'L2001', expires_on: '2020-01-01', coa: '', coa_name: '', shipped: 0 },
  { lotid: 2, lot_number: 'L2601', expires_on: '2099-12-31', coa: '', coa_name: '', shipped: 0 },
];
const desk = (request: SeenRequest) => {
  if (request.query.get('q') === 'PO-404') return ok<StaffPage<DeskOrder>>({ data: [], total: 0, pagesize: 20 });
  return ok<StaffPage<DeskOrder>>({ data: request.query.get('status') === 'unpaid' ? [UNPAID] : [PAID, UNPAID], total: 2, pagesize: 20 });
};
const api: ApiAnswers = {
  ...STAFF_ACCESS,
  'GET /admininfo/orders': desk,
  'GET /admininfo/catalogue/products/101/lots': ok<DataAnswer<Lot[]>>({ data: LOTS }),
  'POST /admininfo/orders/5002/paid': ok({}),
  'POST /admininfo/orders/5001/shipped': ok<DataAnswer<DeskOrder>>({ data: PAID }),
  'POST /admininfo/orders/5001/invoice': ok({}),
};
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) => renderPage(<OrderDeskPage />, { language, url: '/admin/orders', route: '/admin/orders', api: { ...api, ...answers } });
const order = (id: number) => document.querySelector<HTMLElement>(`article[data-order="${id}"]`)!;
const posts = (page: ReturnType<typeof open>) => page.api.requests.filter((r) => r.method === 'POST');

describe('/admin/orders, the order desk', () => {
  it('lists the orders with customer, address, PO, invoice details and lines, in Chinese', async () => {
    const page = open('zh');
    await waitFor(() => expect(order(5001)).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('订单管理');
    const paid = order(5001);
    expect(within(paid).getByTestId('desk-total')).toHaveTextContent('¥5,620');
    expect(within(paid).getByTestId('desk-po')).toHaveTextContent('采购单号（PO）: PO-2026-17 · 开票机构: 复旦大学');
    expect(paid).toHaveTextContent('王小明 · 13800000000 · 上海市浦东新区张江路 88 号');
    expect(paid).toHaveTextContent('发票信息: 上海某某生物 · 91310000XXXX');
    expect(paid).toHaveTextContent('备注: 请尽快发货');
    expect(within(order(5002)).getByRole('button', { name: '标记为已付款' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: '标记为已付款' })).not.toBeInTheDocument();
    expect(page.api.unanswered).toEqual([]);
  });

  it('filters by status and finds by order or PO number, saying when none has it', async () => {
    const page = open('en');
    await waitFor(() => expect(order(5001)).not.toBeNull());
    await page.user.click(screen.getByRole('button', { name: 'Unpaid' }));
    await waitFor(() => expect(order(5001)).toBeNull());
    expect(page.api.requests.filter((r) => r.path === '/admininfo/orders').at(-1)!.query.get('status')).toBe('unpaid');
    await page.user.type(screen.getByRole('searchbox', { name: 'Find an order' }), 'PO-404');
    await page.user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No order has the order number or PO number “PO-404”')).toBeInTheDocument();
  });

  it('marks an unpaid order paid and records an invoice number', async () => {
    const page = open('zh');
    await waitFor(() => expect(order(5002)).not.toBeNull());
    await page.user.click(within(order(5002)).getByRole('button', { name: '标记为已付款' }));
    await page.user.type(within(order(5001)).getByRole('textbox', { name: '发票号' }), ' 04400001 ');
    await page.user.click(within(order(5001)).getByRole('button', { name: '保存发票号' }));
    await waitFor(() => expect(posts(page).map((r) => r.path)).toEqual(['/admininfo/orders/5002/paid', '/admininfo/orders/5001/invoice']));
    expect(posts(page)[1].form.get('taxid')).toBe('04400001');
  });

  it('ships a paid order only with a lot per line and the parcel (required fields), expired lots not choosable, in line order', async () => {
    const page = open('zh');
    const ship = await screen.findByRole('form', { name: /^发货/ });
    const lot = await within(ship).findByRole('combobox', { name: '第 1 行 AB1001 的批号' });
    expect(within(lot).getByRole('option', { name: 'L2001（已于 2020-01-01 过期）' })).toBeDisabled();
    expect(ship).toHaveTextContent('该产品已不在目录中，无需批号');
    // The lot, carrier and tracking number are required: the browser's own check stops the form before it is sent.
    await page.user.click(within(ship).getByRole('button', { name: '标记为已发货' }));
    expect(lot).toBeInvalid();
    await page.user.selectOptions(lot, 'L2601（有效期至 2099-12-31）');
    expect(lot).toBeValid();
    await page.user.click(within(ship).getByRole('button', { name: '标记为已发货' }));
    expect(within(ship).getByRole('textbox', { name: '承运商' })).toBeInvalid();
    expect(posts(page)).toEqual([]);
    await page.user.type(within(ship).getByRole('textbox', { name: '承运商' }), '顺丰速运');
    await page.user.type(within(ship).getByRole('textbox', { name: '运单号' }), 'SF1234567890');
    await page.user.click(within(ship).getByRole('button', { name: '标记为已发货' }));
    await waitFor(() => expect(posts(page)).toHaveLength(1));
    const sent = posts(page)[0];
    expect(sent.path).toBe('/admininfo/orders/5001/shipped');
    expect(sent.form.getAll('lotid')).toEqual(['2', '']);
    expect(sent.form.get('carrier')).toBe('顺丰速运');
    expect(sent.form.get('trackingnumber')).toBe('SF1234567890');
  });

  it('shows the server\'s reason when marking paid is refused', async () => {
    const page = open('en', { 'POST /admininfo/orders/5002/paid': refused(409, { message: 'The order was canceled' }) });
    await waitFor(() => expect(order(5002)).not.toBeNull());
    await page.user.click(within(order(5002)).getByRole('button', { name: 'Mark paid' }));
    expect(await within(order(5002)).findByRole('alert')).toHaveTextContent('The order was canceled');
  });
});
