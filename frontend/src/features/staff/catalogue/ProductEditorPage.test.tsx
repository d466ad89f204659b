import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogueField, DataAnswer, Lot, StaffProduct, StaffProductList, StaffSafetySheets } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { ok, refused, type ApiAnswers, type SeenRequest } from '../../../testing/fetchStandIn';
import ProductEditorPage from './ProductEditorPage';
import ProductListPage from './ProductListPage';

const BASE = '/admininfo/catalogue';
/** GET fields: a few of the declaration's columns, one of each kind the form draws. */
const FIELDS: CatalogueField[] = [
  { column: 'catno', label: { zh: '货号', en: 'Catalogue No.' }, kind: 'text', required: true, group: 'basic' },
  { column: 'productname', label: { zh: '产品名称', en: 'Product name' }, kind: 'text', required: true, group: 'basic' },
  { column: 'status', label: { zh: '状态', en: 'Status' }, kind: 'status', required: false, group: 'basic' },
  { column: 'host', label: { zh: '宿主', en: 'Host' }, kind: 'choice', required: false, values: ['Rabbit', 'Mouse'], vocabulary: 'host', group: 'properties' },
  { column: 'price1', label: { zh: '价格 1', en: 'Price 1' }, kind: 'price', required: false, group: 'ordering' },
];
const AKT1: StaffProduct = { pid: 101, status: 'active', updated_at: '2026-11-20T08:00:00.000Z', cells: { catno: 'AB1001', productname: 'AKT1 Rabbit Monoclonal Antibody', host: 'Rabbit', price1: '1160' }, images: [] };
const LOTS: Lot[] = [{ lotid: 1, lot_number: 'L2601', expires_on: '2099-12-31', coa: '/api/lots/1/coa.pdf', coa_name: 'L2601.pdf', shipped: 2 }];
const SHEETS: StaffSafetySheets = { producttype: 'Primary Antibody', product: [], type: [] };
const api: ApiAnswers = {
  ...STAFF_ACCESS,
  [`GET ${BASE}/fields`]: ok<DataAnswer<CatalogueField[]>>({ data: FIELDS }),
  [`GET ${BASE}/products/101`]: ok<DataAnswer<StaffProduct>>({ data: AKT1 }),
  [`GET ${BASE}/products/999`]: refused(404, { message: 'No such product' }),
  [`POST ${BASE}/products/101`]: ok({ data: { pid: 101, updated_at: '2026-11-21T08:00:00.000Z' } }),
  [`POST ${BASE}/products`]: ok({ data: { pid: 102 } }),
  [`POST ${BASE}/products/101/discontinue`]: ok({ data: { pid: 101, status: 'discontinued' } }),
  [`GET ${BASE}/products/101/references`]: ok({ data: [] }),
  [`GET ${BASE}/products/101/sds`]: ok<DataAnswer<StaffSafetySheets>>({ data: SHEETS }),
  [`GET ${BASE}/products/101/lots`]: ok<DataAnswer<Lot[]>>({ data: LOTS }),
  [`POST ${BASE}/products/101/lots`]: ok<DataAnswer<Lot>>({ data: { ...LOTS[0], lotid: 2, lot_number: 'L2701', shipped: 0 } }),
};
const edit = (pid: string, language: 'zh' | 'en' = 'zh', answers: ApiAnswers = {}) =>
  renderPage(<ProductEditorPage />, { language, url: `/admin/catalogue/products/${pid}`, route: '/admin/catalogue/products/:pid', api: { ...api, ...answers } });
const posts = (page: ReturnType<typeof edit>, path: string) => page.api.requests.filter((r: SeenRequest) => r.method === 'POST' && r.path === `${BASE}${path}`);
/** The form's field for a column (the ids FieldInput gives them). */
const field = (column: string) => document.getElementById(`field-${column}`) as HTMLInputElement;

describe('/admin/catalogue/products/:pid, the catalogue editor', () => {
  it('draws the form from GET /fields with the stored cells, in groups, and links the product page', async () => {
    const page = edit('101');
    expect(await screen.findByRole('heading', { level: 1, name: '编辑产品 AB1001' })).toBeInTheDocument();
    await waitFor(() => expect(field('catno')).toHaveValue('AB1001'));
    // Labelled by the server's declaration in the page's language (GET /fields, registered with i18next).
    expect(screen.getByLabelText(/^货号/)).toBe(field('catno'));
    expect(screen.getByRole('region', { name: '基本信息' })).toContainElement(field('productname'));
    expect(screen.getByRole('region', { name: '规格与价格' })).toContainElement(field('price1'));
    expect(screen.getByRole('link', { name: '查看产品页面' })).toHaveAttribute('href', '/production/101');
    expect(await screen.findByText('L2601')).toBeInTheDocument();
    expect(page.api.unanswered).toEqual([]);
  });

  it('refuses an empty required cell; sends only the changed cells; says when nothing changed', async () => {
    const page = edit('101');
    await waitFor(() => expect(field('productname')).toHaveValue('AKT1 Rabbit Monoclonal Antibody'));
    await page.user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('没有需要保存的修改。')).toBeInTheDocument();
    await page.user.clear(field('productname'));
    await page.user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请修改标出的项目后再保存。');
    expect(screen.getByText('此项为必填项。')).toBeInTheDocument();
    await page.user.type(field('productname'), 'AKT1 (pan) Rabbit mAb');
    await page.user.clear(field('price1'));
    await page.user.type(field('price1'), '1280');
    await page.user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts(page, '/products/101')).toHaveLength(1));
    expect(Object.fromEntries(posts(page, '/products/101')[0].form)).toEqual({ productname: 'AKT1 (pan) Rabbit mAb', price1: '1280' });
  });

  it('shows a refused cell beside it (the server\'s problems), and discontinues the product', async () => {
    const page = edit('101', 'en', { [`POST ${BASE}/products/101`]: refused(400, { message: 'Please correct the marked fields', problems: [{ column: 'price1', message: 'A price is a whole number of yuan' }] }) });
    await waitFor(() => expect(field('price1')).toHaveValue(1160));
    await page.user.type(field('price1'), '.5');
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A price is a whole number of yuan')).toBeInTheDocument();
    expect(field('price1')).toHaveAttribute('aria-invalid', 'true');
    await page.user.click(screen.getByRole('button', { name: 'Discontinue' }));
    await waitFor(() => expect(posts(page, '/products/101/discontinue')).toHaveLength(1));
  });

  it('adds a lot in the lots panel', async () => {
    const page = edit('101');
    const lots = await screen.findByRole('region', { name: '批号与分析证书' });
    expect(within(lots).getByRole('button', { name: '删除批号 L2601' })).toBeDisabled();
    const add = within(lots).getByRole('form', { name: '添加批号' });
    await page.user.type(within(add).getByRole('textbox', { name: '批号' }), 'L2701');
    await page.user.type(within(add).getByLabelText('有效期'), '2028-06-30');
    await page.user.click(within(add).getByRole('button', { name: '添加批号' }));
    expect(await within(lots).findByText('批号已添加')).toBeInTheDocument();
    expect(Object.fromEntries(posts(page, '/products/101/lots')[0].form)).toEqual({ lot_number: 'L2701', expires_on: '2028-06-30' });
  });

  it('a new product is created from the required cells and its editor opens; an unknown one is not found', async () => {
    const page = edit('new');
    await waitFor(() => expect(field('catno')).toHaveValue(''));
    await page.user.type(field('catno'), 'AB2001');
    await page.user.type(field('productname'), 'VIM Rabbit Monoclonal Antibody');
    await page.user.click(screen.getByRole('button', { name: '创建产品' }));
    await waitFor(() => expect(page.address()).toBe('/admin/catalogue/products/102'));
    expect(Object.fromEntries(posts(page, '/products')[0].form)).toEqual({ catno: 'AB2001', productname: 'VIM Rabbit Monoclonal Antibody' });
    document.body.replaceChildren();
    edit('999');
    expect(await screen.findByText('找不到该产品。')).toBeInTheDocument();
  });
});

describe('/admin/catalogue/products, the product list', () => {
  const LIST: StaffProductList = { data: [{ pid: 101, catno: 'AB1001', productname: 'AKT1 Rabbit Monoclonal Antibody', producttype: 'Primary Antibody', status: 'active', updated_at: '2026-11-20T08:00:00.000Z', picture: '' }], total: 1, pagesize: 50 };
  it('finds products by catalogue number or name through the address, and opens one', async () => {
    const page = renderPage(<ProductListPage />, { url: '/admin/catalogue/products', route: '/admin/catalogue/products', api: { ...api, [`GET ${BASE}/products`]: ok<StaffProductList>(LIST) } });
    expect(await screen.findByText('共 1 个产品')).toBeInTheDocument();
    await page.user.type(screen.getByRole('searchbox', { name: '搜索' }), 'AKT1');
    await page.user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已停产');
    await waitFor(() => expect(page.address()).toBe('/admin/catalogue/products?q=AKT1&status=discontinued'));
    expect(page.api.requests.filter((r) => r.path === `${BASE}/products`).at(-1)!.query.get('status')).toBe('discontinued');
    await page.user.click(screen.getByRole('link', { name: 'AB1001' }));
    expect(page.address()).toBe('/admin/catalogue/products/101');
  });
});
