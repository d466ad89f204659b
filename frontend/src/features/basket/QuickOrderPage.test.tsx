import { screen, waitFor, within } from '@testing-library/react';
import type { QuickOrderAnswer, QuickOrderLine } from '@shop/contract';
import { renderPage } from '../../testing/renderPage';
import { ok, refused } from '../../testing/fetchStandIn';
import QuickOrderPage from './QuickOrderPage';

/** POST /cartinfo/quickorder/preview's answer for two lines: one matched, one a discontinued product with its replacement. */
const AKT1_LINE: QuickOrderLine = { line: 1, text: 'ab-1001 100ul 2', status: 'ok', catno: 'AB1001', pid: 101, productname: 'AKT1 Rabbit Monoclonal Antibody', priceid: 2, specs: '100 µl', price: 2320, quantity: 2 };
const OLD_LINE: QuickOrderLine = {
  line: 2, text: 'AB0999', status: 'flagged', catno: 'AB0999', pid: 99, productname: 'Old AKT Antibody', quantity: 1, problem: 'discontinued', message: '该产品已停产',
  replacement: { pid: 101, catno: 'AB1001', productname: 'AKT1 Rabbit Monoclonal Antibody', text: 'AB1001' },
};
const PREVIEW: QuickOrderAnswer = { lines: [AKT1_LINE, OLD_LINE], matched: 1, flagged: 1 };
const SWAPPED: QuickOrderAnswer = { lines: [AKT1_LINE, { ...AKT1_LINE, line: 2, text: 'AB1001', specs: '50 µl', priceid: 1, price: 1160, quantity: 1 }], matched: 2, flagged: 0 };
const api = {
  'POST /cartinfo/quickorder/preview': ok<QuickOrderAnswer>(PREVIEW),
  'POST /cartinfo/quickorder/add': ok<QuickOrderAnswer>({ ...PREVIEW, added: 1, message: '已加入购物车 1 行' }),
};
const open = (language: 'zh' | 'en', answers = {}) => renderPage(<QuickOrderPage />, { language, url: '/quickorder', route: '/quickorder', api: { ...api, ...answers } });
const paste = async (page: ReturnType<typeof open>, text: string) => {
  await page.user.click(screen.getByRole('textbox'));
  await page.user.paste(text);
};

describe('/quickorder, ordering by catalogue number', () => {
  it('asks for lines before checking anything', async () => {
    const page = open('zh');
    await page.user.click(screen.getByRole('button', { name: '检查' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请粘贴或输入货号，每行一个');
    expect(page.api.requests).toEqual([]);
  });

  it('checks the pasted lines and shows what matched and why a line cannot be added, in Chinese', async () => {
    const page = open('zh');
    await paste(page, 'ab-1001 100ul 2\nAB0999');
    expect(screen.getByText('已输入 2 行 / 最多 200 行')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: '检查' }));
    expect(await screen.findByTestId('matched-count')).toHaveTextContent('可加入 1 行');
    expect(screen.getByTestId('flagged-count')).toHaveTextContent('1 行有问题，不会加入');
    expect(page.api.requests[0].form.get('lines')).toBe('ab-1001 100ul 2\nAB0999');
    const flagged = document.querySelector<HTMLElement>('tr[data-line="2"]')!;
    expect(flagged).toHaveTextContent('该产品已停产');
    expect(screen.getByTestId('quick-order-total')).toHaveTextContent('¥4,640');
  });

  it('swaps a discontinued line for its replacement and checks again; adds everything in one call and goes to the basket', async () => {
    let previews = 0;
    const page = open('en', {
      'POST /cartinfo/quickorder/preview': () => ok<QuickOrderAnswer>(previews++ === 0 ? PREVIEW : SWAPPED),
      'POST /cartinfo/quickorder/add': ok<QuickOrderAnswer>({ ...SWAPPED, added: 2, message: 'Lines added to your basket: 2' }),
    });
    await paste(page, 'ab-1001 100ul 2\nAB0999');
    await page.user.click(screen.getByRole('button', { name: 'Check' }));
    await page.user.click(await screen.findByRole('button', { name: 'Order its replacement AB1001' }));
    expect(await screen.findByText('Ready to add: 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('ab-1001 100ul 2\nAB1001');
    expect(page.api.requests.at(-1)!.form.get('lines')).toBe('ab-1001 100ul 2\nAB1001');
    // $332 × 2 + $166
    expect(screen.getByTestId('quick-order-total')).toHaveTextContent('$830');
    await page.user.click(screen.getByRole('button', { name: 'Add the ready lines to the basket (2)' }));
    await waitFor(() => expect(page.address()).toBe('/shopcar'));
    expect(page.api.requests.at(-1)!.path).toBe('/cartinfo/quickorder/add');
    expect(screen.getByRole('status')).toHaveTextContent('Lines added to your basket: 2');
  });

  it('will not add a list changed since its check', async () => {
    const page = open('zh');
    await paste(page, 'AB1001');
    await page.user.click(screen.getByRole('button', { name: '检查' }));
    await screen.findByTestId('matched-count');
    await page.user.type(screen.getByRole('textbox'), '\nAB1002');
    expect(within(screen.getByRole('region', { name: '检查结果' })).getByRole('alert')).toHaveTextContent('列表已修改，请重新检查后再加入购物车。');
    expect(screen.getByRole('button', { name: /加入购物车/ })).toBeDisabled();
  });

  it('sends a logged-out visitor to /login (401), and shows the server\'s message for another refusal', async () => {
    const page = open('zh', { 'POST /cartinfo/quickorder/preview': refused(400, { message: '一次最多 200 行' }) });
    await paste(page, 'AB1001');
    await page.user.click(screen.getByRole('button', { name: '检查' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('一次最多 200 行');
    document.body.replaceChildren();
    const visitor = open('zh', { 'POST /cartinfo/quickorder/preview': refused(401, { message: '请您先登录' }) });
    await paste(visitor, 'AB1001');
    await visitor.user.click(screen.getByRole('button', { name: '检查' }));
    await waitFor(() => expect(visitor.address()).toBe('/login'));
  });
});
