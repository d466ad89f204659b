import { screen, waitFor } from '@testing-library/react';
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
    await page.user.click(screen.getByRole('radio', { name: '是' }));
    await page.user.type(screen.getByRole('textbox', { name: '公司名称' }), '上海某某生物');
    await page.user.click(place);
    expect(await message()).toBe('请把发票中的内容填写完整');
    // Nothing was sent while a field was missing.
    expect(page.api.requests.filter((r) => r.path === '/orderinfo/applyorder')).toEqual([]);
  });

  it('sends the chosen rows, the address and the invoice once everything is filled, then goes to payment', async () => {
    const page = open('zh');
    await page.user.click(await screen.findByRole('radio', { name: /王小明/ }));
    await page.user.click(screen.getByRole('radio', { name: '是' }));
    const invoice = { 公司名称: '上海某某生物', 纳税人识别号: '91310000XXXX', 公司地址: '上海市张江路 1 号', 公司电话: '021-00000000', 开户银行: '某某银行', 银行账号: '6222000000' };
    for (const [label, value] of Object.entries(invoice)) await page.user.type(screen.getByRole('textbox', { name: label }), value);
    await page.user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(page.address()).toBe('/shopcar2?orderList=5001'));
    const sent = page.api.requests.find((r) => r.path === '/orderinfo/applyorder')!.form;
    expect(sent.getAll('caridlist')).toEqual(['7', '8']);
    expect(sent.get('addrid')).toBe('31');
    expect(sent.get('need_tax')).toBe('1');
    expect(sent.get('taxcompanyname')).toBe('上海某某生物');
    expect(sent.get('taxbankaccount')).toBe('6222000000');
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
