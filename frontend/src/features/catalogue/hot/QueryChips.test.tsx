import { screen, waitFor, within } from '@testing-library/react';
import type { QueryFilter, SearchAnswer } from '@shop/contract';
import { SEARCH_ANSWER, VOCABULARIES } from '../../../testing/fixtures/catalogue';
import { renderPage } from '../../../testing/renderPage';
import { ok, type SeenRequest } from '../../../testing/fetchStandIn';
import { hotUrl, readHotQuery } from '../hotQuery';
import HotPage from './HotPage';

/** What the server read from "小鼠磷酸化AKT核内参": a host, a modification and a kind of loading control, each with the words left without it. */
const HOST: QueryFilter = { facet: 'host', values: ['Mouse'], word: '小鼠', without: '磷酸化AKT核内参' };
const PHOSPHO: QueryFilter = { facet: 'modification', values: ['Phospho'], word: '磷酸化', without: '小鼠AKT核内参' };
const NUCLEAR: QueryFilter = { facet: 'loadingcontrol', values: ['nuclear'], word: '核内参', without: '小鼠磷酸化AKT' };
const WORDS = '小鼠磷酸化AKT核内参';
const READ: SearchAnswer = {
  ...SEARCH_ANSWER,
  queryfilters: [HOST, PHOSPHO, NUCLEAR],
  notice: { kind: 'widened', target: 'AKT', dropped: [PHOSPHO], related: [] },
};
const search = (request: SeenRequest) => ok<SearchAnswer>(request.query.get('searchword') === WORDS ? READ : SEARCH_ANSWER);
const api = { 'GET /iteminfo/searchitem/': search, 'GET /vocabularies': ok({ data: VOCABULARIES }) };
const open = (language: 'zh' | 'en') => renderPage(<HotPage />, { language, url: hotUrl(WORDS), route: '/hot', api });

describe('the chips the server read from the search words (issue 30)', () => {
  it('names each chip in Chinese, values through the vocabularies, kinds of product by the feature\'s texts, a dropped one marked', async () => {
    open('zh');
    const chips = await screen.findByRole('group', { name: '从搜索词识别的筛选条件' });
    const labels = [...chips.querySelectorAll('.query-chip__label')].map((l) => l.textContent);
    expect(labels).toEqual(['宿主：小鼠', expect.stringMatching(/^修饰：/), '核内参']);
    const phospho = chips.querySelector<HTMLElement>('[data-facet="modification"]')!;
    expect(phospho).toHaveClass('query-chip--dropped');
    expect(phospho).toHaveTextContent('（无匹配产品，未应用）');
    expect(chips.querySelector('[data-facet="host"]')).not.toHaveClass('query-chip--dropped');
  });

  it('in English; removing a chip searches again with the words left without it', async () => {
    const page = open('en');
    const chips = await screen.findByRole('group', { name: 'Filters read from your search words' });
    expect(within(chips).getByText('Host: Mouse')).toBeInTheDocument();
    expect(within(chips).getByText('Nuclear loading control')).toBeInTheDocument();
    await page.user.click(within(chips).getByRole('button', { name: 'Remove the filter “Host: Mouse”' }));
    await waitFor(() => expect(readHotQuery(new URLSearchParams(page.address().split('?')[1])).searchdata).toBe('磷酸化AKT核内参'));
    expect(page.api.requests.filter((r) => r.path === '/iteminfo/searchitem/').at(-1)!.query.get('searchword')).toBe('磷酸化AKT核内参');
    expect(readHotQuery(new URLSearchParams(page.address().split('?')[1])).pageid).toBe(1);
  });
});
