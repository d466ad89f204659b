import { FACETS } from '@shop/contract';
import {
  fromBracketList,
  hotPath,
  type HotQuery,
  hotSearchParams,
  hotUrl,
  readHotQuery,
  SINGLE_SELECT,
  toBracketList,
  toggleFilter,
  withPredictedSpecies,
} from './hotQuery';

const read = (path: string): HotQuery => readHotQuery(new URLSearchParams(path.replace(/^\/hot\?/, '')));
const empty: HotQuery = { pageid: 1, searchdata: null, filters: {}, sort: 'relevance', predicted: false };

describe('the /hot query (spec section 2): the address is the whole state', () => {
  it("writes multi-value filters as the spec's bracketed lists and reads them back", () => {
    expect(toBracketList(['WB', 'IHC-P'])).toBe("['WB','IHC-P']");
    expect(toBracketList([])).toBe('[]');
    expect(fromBracketList("['WB','IHC-P']")).toEqual(['WB', 'IHC-P']);
    expect(fromBracketList('[]')).toEqual([]);
    expect(fromBracketList(null)).toEqual([]);
    // A bare value (an old link) is one value.
    expect(fromBracketList('Rabbit')).toEqual(['Rabbit']);
  });

  it('round-trips quotes and backslashes inside values', () => {
    const odd = ["5' end", 'a\\b', "it's, [odd]"];
    expect(fromBracketList(toBracketList(odd))).toEqual(odd);
  });

  it('round-trips a whole state: page, word, every filter and the order', () => {
    const query: HotQuery = {
      pageid: 3,
      searchdata: 'CD45',
      filters: { application: ['WB', 'IHC-P'], reactivity: ['Human', 'Mouse'], host: ['Rabbit'], evidence: ['knockout'] },
      sort: 'cited',
    };
    const back = read(hotPath(query));
    expect(back.pageid).toBe(3);
    expect(back.searchdata).toBe('CD45');
    expect(back.sort).toBe('cited');
    expect(back.filters.application).toEqual(['WB', 'IHC-P']);
    expect(back.filters.reactivity).toEqual(['Human', 'Mouse']);
    expect(back.filters.host).toEqual(['Rabbit']);
    expect(back.filters.evidence).toEqual(['knockout']);
    // Every filter the declaration names is in the address, empty ones as [].
    const params = hotSearchParams(query);
    for (const key of FACETS) expect(params.has(key)).toBe(true);
    expect(params.get('isotype')).toBe('[]');
  });

  it('writes searchdata=None for no word and leaves the default order out of the address', () => {
    const url = hotUrl(null);
    expect(url).toContain('pageid=1');
    expect(url).toContain('searchdata=None');
    expect(url).not.toContain('sort=');
    expect(read(url)).toEqual({ ...empty, filters: Object.fromEntries(FACETS.map((key) => [key, []])) });
  });

  it('keeps "include predicted species" in the address (predicted=1), back at page 1, and leaves it out when off (issue 35)', () => {
    const ticked = withPredictedSpecies({ ...empty, pageid: 4, filters: { reactivity: ['Pig'] } }, true);
    expect(ticked).toMatchObject({ pageid: 1, predicted: true });
    const url = hotPath(ticked);
    expect(new URLSearchParams(url.split('?')[1]).get('predicted')).toBe('1');
    expect(readHotQuery(new URLSearchParams(url.split('?')[1]))).toMatchObject({ predicted: true, filters: { reactivity: ['Pig'] } });
    expect(hotPath(withPredictedSpecies(ticked, false))).not.toContain('predicted');
  });

  it('falls back to page 1, no word and relevance for a broken address', () => {
    const back = read('/hot?pageid=-4&searchdata=None&sort=cheapest');
    expect(back.pageid).toBe(1);
    expect(back.searchdata).toBeNull();
    expect(back.sort).toBe('relevance');
    expect(read('/hot?pageid=abc').pageid).toBe(1);
  });
});

describe('ticking a filter', () => {
  const single = [...SINGLE_SELECT][0];
  const multi = FACETS.find((key) => !SINGLE_SELECT.has(key))!;

  it('offers application, reactivity, product type and evidence as multi-select rows, host and the other four as single', () => {
    expect([...SINGLE_SELECT].sort()).toEqual(['clonality', 'conjugation', 'host', 'isotype', 'modification']);
    expect(FACETS.filter((key) => !SINGLE_SELECT.has(key)).sort()).toEqual(['application', 'evidence', 'producttype', 'reactivity']);
  });

  it('adds and removes values of a multi-select row', () => {
    const one = toggleFilter(empty, multi, 'A');
    const two = toggleFilter(one, multi, 'B');
    expect(two.filters[multi]).toEqual(['A', 'B']);
    expect(toggleFilter(two, multi, 'A').filters[multi]).toEqual(['B']);
  });

  it('replaces the value of a single-select row, and a second tick clears it', () => {
    const rabbit = toggleFilter(empty, single, 'Rabbit');
    expect(toggleFilter(rabbit, single, 'Mouse').filters[single]).toEqual(['Mouse']);
    expect(toggleFilter(rabbit, single, 'Rabbit').filters[single]).toEqual([]);
  });

  it('goes back to page 1 and keeps the word and the other rows', () => {
    const onPage4: HotQuery = { ...empty, pageid: 4, searchdata: 'AKT', filters: { reactivity: ['Human'] } };
    const next = toggleFilter(onPage4, 'host', 'Rabbit');
    expect(next.pageid).toBe(1);
    expect(next.searchdata).toBe('AKT');
    expect(next.filters.reactivity).toEqual(['Human']);
    expect(next.filters.host).toEqual(['Rabbit']);
  });
});
