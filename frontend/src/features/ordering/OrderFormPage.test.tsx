import { screen, waitFor, within } from '@testing-library/react';
import type { InvoiceField, OrderForm } from '@shop/contract';
import { BASKET, HOME_ADDRESS } from '../../testing/fixtures/ordering';
import { renderPage } from '../../testing/renderPage';
import { ok } from '../../testing/fetchStandIn';
import OrderFormPage from './OrderFormPage';

const api = {
  'POST /cartinfo/showcart': ok({ data: BASKET }),
  'POST /addrinfo/showaddress': ok({ data: [HOME_ADDRESS] }),
  'POST /orderinfo/applyorder': ok({ orderlistid: 5001 }),
};
/** The order form for basket rows 7 and 8, as the basket's commit button opens it. */
const open = (language: 'zh' | 'en', url = '/shopcar1?caridlist=7&caridlist=8') => renderPage(<OrderFormPage />, { language, url, route: '/shopcar1', api });

/** The red message the page shows (shared/ui/notice.ts), once there. */
const message = async () => (await screen.findByRole('alert')).textContent;

describe('/shopcar1, the order form (spec: "Order submit")', () => {
  it("refuses to place the order until the spec's fields are filled, with the spec's messages in Chinese", async () => {
    const page = open('zh');
    const place = await screen.findByRole('button', { name: '提交订单' });
    const addressChoice = await screen.findByRole('radio', { name: /王小明/ });
    expect(screen.getByTestId('amount-due')).toHaveTextContent('¥5,620');

    await page.user.click(place);
    expect(await message()).toBe('请选择地址');
    await page.user.click(addressChoice);
    await page.user.click(place);
    expect(await message()).toBe('请选择是否需要开具发票');
    // Shown beside the question it is about (issue 48: a notice at the top of the window was missed).
    const invoiceQuestion = screen.getByRole('group', { name: '是否需要开具发票' });
    expect(within(invoiceQuestion).getByRole('alert')).toHaveTextContent('请选择是否需要开具发票');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await page.user.click(screen.getByRole('radio', { name: '是' }));
    // Answering takes the message away.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await page.user.type(screen.getByRole('textbox', { name: '公司名称' }), '上海某某生物');
    await page.user.click(place);
    expect(await message()).toBe('请把发票中的内容填写完整');
    expect(within(invoiceQuestion).getByRole('alert')).toHaveTextContent('请把发票中的内容填写完整');
    // Nothing was sent while a field was missing.
    expect(page.api.requests.filter((r) => r.path === '/orderinfo/applyorder')).toEqual([]);
  });

  it('sends the chosen rows, the address and the invoice once everything is filled, then goes to payment', async () => {
    const page = open('zh');
    await page.user.click(await screen.findByRole('radio', { name: /王小明/ }));
    await page.user.click(screen.getByRole('radio', { name: '是' }));
    const invoice: Record<InvoiceField, string> = {
      taxcompanyname: '上海某某生物',
      taxcompanyid: '91310000XXXX',
      taxcompanyaddress: '上海市张江路 1 号',
      taxcompanyphone: '021-00000000',
      taxbankname: '某某银行',
      taxbankaccount: '6222000000',
    };
    const labels: Record<InvoiceField, string> = {
      taxcompanyname: '公司名称',
      taxcompanyid: '纳税人识别号',
      taxcompanyaddress: '公司地址',
      taxcompanyphone: '公司电话',
      taxbankname: '开户银行',
      taxbankaccount: '银行账号',
    };
    for (const [field, value] of Object.entries(invoice)) await page.user.type(screen.getByRole('textbox', { name: labels[field as InvoiceField] }), value);
    await page.user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(page.address()).toBe('/shopcar2?orderList=5001'));
    // The form the API receives, in the contract's terms (contract/src/ordering.ts OrderForm), field by field.
    const expected: OrderForm = { caridlist: [7, 8], addrid: 31, need_tax: 1, note: '', ponumber: '', institution: '', currency: 'CNY', ...invoice };
    const sent = page.api.requests.find((r) => r.path === '/orderinfo/applyorder')!.form;
    expect(Object.fromEntries([...new Set(sent.keys())].map((key) => [key, sent.getAll(key)]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([key, value]) => [key, [value].flat().map(String)])),
    );
  });

  it('asks an English customer for an address only (no invoice), prices in dollars', async () => {
    const page = open('en');
    const place = await screen.findByRole('button', { name: 'Place order' });
    await screen.findByRole('radio', { name: /王小明/ });
    expect(screen.queryByText('Do you need an invoice?')).not.toBeInTheDocument();
    // $332 × 2 + $140: the sum of the shown lines.
    expect(screen.getByTestId('amount-due')).toHaveTextContent('$804');
    await page.user.click(place);
    expect(await message()).toBe('Please choose an address');
    await page.user.click(screen.getByRole('radio', { name: /王小明/ }));
    await page.user.click(place);
    await waitFor(() => expect(page.address()).toBe('/shopcar2?orderList=5001'));
    expect(page.api.requests.find((r) => r.path === '/orderinfo/applyorder')!.form.get('need_tax')).toBe('0');
  });

  it('says no product was chosen when the address names no basket row', async () => {
    const page = open('en', '/shopcar1');
    await screen.findByRole('radio', { name: /王小明/ });
    await page.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await message()).toBe('You have not selected any products!');
  });
});
