import { screen, waitFor, within } from '@testing-library/react';
import type { DataAnswer, ManagedValue, MergedValues, VocabularyHeading } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { none, ok, type ApiAnswers, type SeenRequest } from '../../../testing/fetchStandIn';
import VocabulariesPage from './VocabulariesPage';

const BASE = '/admininfo/catalogue/vocabularies';
const HEADINGS: VocabularyHeading[] = [
  { name: 'reactivity', label: { zh: '种属反应性', en: 'Reactivity' } },
  { name: 'host', label: { zh: '宿主', en: 'Host' } },
];
const value = (key: string, zh: string, position: number, products: number, synonyms: string[] = []): ManagedValue => ({ key, zh, en: key, synonyms, retired: false, position, products });
const REACTIVITY = [value('Human', '人', 1, 40), value('Mouse', '小鼠', 2, 30), value('Rhesus monkey', '恒河猴', 3, 2, ['Rhesus'])];
const HOSTS = [value('Rabbit', '兔', 1, 50)];
const api: ApiAnswers = {
  ...STAFF_ACCESS,
  [`GET ${BASE}`]: ok<DataAnswer<VocabularyHeading[]>>({ data: HEADINGS }),
  [`GET ${BASE}/reactivity`]: ok<DataAnswer<ManagedValue[]>>({ data: REACTIVITY }),
  [`GET ${BASE}/host`]: ok<DataAnswer<ManagedValue[]>>({ data: HOSTS }),
  [`POST ${BASE}/reactivity`]: ok<DataAnswer<ManagedValue[]>>({ data: REACTIVITY }),
  [`POST ${BASE}/reactivity/relabel`]: ok<DataAnswer<ManagedValue[]>>({ data: REACTIVITY }),
  [`POST ${BASE}/reactivity/reorder`]: ok<DataAnswer<ManagedValue[]>>({ data: REACTIVITY }),
  [`POST ${BASE}/reactivity/merge`]: ok<MergedValues>({ data: REACTIVITY, moved: 2 }),
  [`POST ${BASE}/reactivity/retire`]: ok<DataAnswer<ManagedValue[]>>({ data: REACTIVITY }),
};
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) => renderPage(<VocabulariesPage />, { language, url: '/admin/catalogue/vocabularies', route: '/admin/catalogue/vocabularies', api: { ...api, ...answers } });
const row = (key: string) => document.querySelector<HTMLElement>(`tr[data-value="${key}"]`)!;
/** The change's JSON body as the server reads it. */
const sent = (page: ReturnType<typeof open>, path: string) => page.api.requests.filter((r: SeenRequest) => r.method === 'POST' && r.path === `${BASE}${path}`).map((r) => JSON.parse(r.body));

describe('/admin/catalogue/vocabularies, the filtered fields\' values', () => {
  it('shows the reactivity values with their labels and product counts, and switches vocabulary', async () => {
    const page = open('zh');
    expect(await screen.findByText('种属反应性：3 个取值')).toBeInTheDocument();
    expect(within(row('Rhesus monkey')).getByRole('textbox', { name: '其他写法' })).toHaveValue('Rhesus');
    expect(within(row('Human')).getByRole('button', { name: '把“Human”上移' })).toBeDisabled();
    await page.user.click(screen.getByRole('button', { name: '宿主' }));
    expect(await screen.findByText('宿主：1 个取值')).toBeInTheDocument();
    expect(page.address()).toBe('/admin/catalogue/vocabularies?v=host');
    expect(page.api.unanswered).toEqual([]);
  });

  it('adds a value with its labels and other spellings, in English', async () => {
    const page = open('en');
    const form = await screen.findByRole('form', { name: /Reactivity/ });
    await page.user.type(within(form).getByRole('textbox', { name: /^Value/ }), ' Zebrafish ');
    await page.user.type(within(form).getByRole('textbox', { name: 'Chinese label' }), '斑马鱼');
    await page.user.type(within(form).getByRole('textbox', { name: 'English label' }), 'Zebrafish');
    await page.user.type(within(form).getByRole('textbox', { name: 'Other spellings' }), 'Danio rerio, zebra fish');
    await page.user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Zebrafish');
    expect(sent(page, '/reactivity')).toEqual([{ key: 'Zebrafish', zh: '斑马鱼', en: 'Zebrafish', synonyms: ['Danio rerio', 'zebra fish'] }]);
  });

  it('relabels, reorders, merges and retires through the vocabulary\'s calls', async () => {
    const page = open('zh');
    await screen.findByText('种属反应性：3 个取值');
    const mouse = row('Mouse');
    const zh = within(mouse).getByRole('textbox', { name: '中文名称' });
    expect(within(mouse).getByRole('button', { name: '保存名称' })).toBeDisabled();
    await page.user.clear(zh);
    await page.user.type(zh, '小鼠（Mus）');
    await page.user.click(within(mouse).getByRole('button', { name: '保存名称' }));
    expect(await screen.findByText('已更新“Mouse”的名称')).toBeInTheDocument();
    await page.user.click(within(mouse).getByRole('button', { name: '把“Mouse”上移' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    await page.user.selectOptions(within(row('Rhesus monkey')).getByRole('combobox', { name: '把“Rhesus monkey”合并到' }), 'Human');
    await page.user.click(within(row('Rhesus monkey')).getByRole('button', { name: '合并' }));
    expect(await screen.findByText('已把“Rhesus monkey”合并到“Human”，相关产品已更新')).toBeInTheDocument();
    await page.user.click(within(row('Mouse')).getByRole('button', { name: '停用' }));
    expect(await screen.findByText('已停用“Mouse”')).toBeInTheDocument();
    expect(sent(page, '/reactivity/relabel')).toEqual([{ key: 'Mouse', zh: '小鼠（Mus）', en: 'Mouse', synonyms: [] }]);
    expect(sent(page, '/reactivity/reorder')).toEqual([{ keys: ['Mouse', 'Human', 'Rhesus monkey'] }]);
    expect(sent(page, '/reactivity/merge')).toEqual([{ from: 'Rhesus monkey', into: 'Human' }]);
    expect(sent(page, '/reactivity/retire')).toEqual([{ key: 'Mouse', retired: true }]);
  });

  it('shows a refused change (code 300) with the server\'s message', async () => {
    const page = open('zh', { [`POST ${BASE}/reactivity/retire`]: none({ message: '“Human”仍有 40 个在售产品，不能停用' }) });
    await screen.findByText('种属反应性：3 个取值');
    await page.user.click(within(row('Human')).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('“Human”仍有 40 个在售产品，不能停用'));
  });
});
