import { screen, waitFor, within } from '@testing-library/react';
import type { DataAnswer, Suggestion } from '@shop/contract';
import { renderPage } from '../../../testing/renderPage';
import { ok } from '../../../testing/fetchStandIn';
import { readHotQuery } from '../hotQuery';
import { SearchBox } from './SearchBox';

const SUGGESTIONS: Suggestion[] = [
  { text: 'VIM', kind: 'gene' },
  { text: '波形蛋白', kind: 'alias' },
];
const api = { 'GET /iteminfo/suggest/': ok<DataAnswer<Suggestion[]>>({ data: SUGGESTIONS }) };
const open = (language: 'zh' | 'en' = 'zh') => renderPage(<SearchBox />, { language, url: '/', api });
const at = (page: ReturnType<typeof open>) => readHotQuery(new URLSearchParams(page.address().split('?')[1]));

describe('the search box (spec: "Header": to /hot with the word on Enter or click, filters empty)', () => {
  it('goes to /hot with a Chinese word as typed on Enter, every filter empty, page 1', async () => {
    const page = open();
    await page.user.type(screen.getByRole('searchbox', { name: '输入产品名称、基因名、别名或货号' }), '磷酸化AKT内参{Enter}');
    await waitFor(() => expect(page.address()).toMatch(/^\/hot\?/));
    const query = at(page);
    expect(query.searchdata).toBe('磷酸化AKT内参');
    expect(query.pageid).toBe(1);
    expect(Object.values(query.filters).flat()).toEqual([]);
  });

  it('the button searches too; an empty box searches for everything (searchdata None)', async () => {
    const page = open('en');
    await page.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(page.address()).toMatch(/^\/hot\?/));
    expect(at(page).searchdata).toBeNull();
    expect(new URLSearchParams(page.address().split('?')[1]).get('searchdata')).toBe('None');
  });

  it('offers the server\'s suggestions after two letters; arrows and Enter open one, Escape closes the list', async () => {
    const page = open();
    const box = screen.getByRole('searchbox');
    await page.user.type(box, 'v');
    expect(page.api.requests).toEqual([]);
    await page.user.type(box, 'i');
    const list = await screen.findByRole('listbox', { name: /搜索建议|建议/ });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['VIM基因', '波形蛋白别名']);
    expect(page.api.requests[0].query.get('q')).toBe('vi');
    await page.user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('vi');
    await page.user.type(box, 'm');
    await screen.findByRole('listbox');
    await page.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(at(page).searchdata).toBe('波形蛋白'));
  });
});
