import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser, openPage, shopUrl } from './support/browser';

/**
 * Issue 23 in the browser, on the e2e demo catalogue (400 products, seed 1): names typed as
 * researchers type them, and host/clonality words read as chips that can be removed.
 */
const TYPED = {
  zh: { rabbitMonoclonal: '兔单抗 p53', host: /兔/, clonality: /单克隆|单抗/ },
  en: { rabbitMonoclonal: 'rabbit monoclonal p53', host: /Rabbit/, clonality: /Monoclonal/ },
} as const;

type Language = keyof typeof TYPED;

interface SearchAnswer {
  total: number;
  data: Array<{ pid: number; productname: string }>;
  queryfilters?: Array<{ facet: string; values: string[]; word: string; without: string }>;
}

/** The shop's own answer for a search with explicit filters, to compare what the chips did. */
async function apiSearch(params: Record<string, string>): Promise<SearchAnswer> {
  const res = await fetch(`${shopUrl()}/api/iteminfo/searchitem/?${new URLSearchParams(params).toString()}`);
  return (await res.json()) as SearchAnswer;
}

/** The list answer the page receives for a given search word. */
function searchAnswer(page: Page, word: string): Promise<Response> {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname.startsWith('/api/iteminfo/searchitem') && url.searchParams.get('searchword') === word && res.status() === 200;
  });
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const results = document.querySelector('.hot-results');
    return (
      results?.getAttribute('data-query') === new URLSearchParams(window.location.search).toString() &&
      results.getAttribute('aria-busy') === 'false' &&
      document.querySelector('.result-card, .empty-state') !== null
    );
  });
}

async function searchFromHeader(page: Page, word: string): Promise<SearchAnswer> {
  const box = page.locator('.site-header').getByRole('searchbox');
  await box.fill(word);
  await box.press('Escape');
  const answer = searchAnswer(page, word);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/hot' && url.searchParams.get('searchdata') === word);
  const body = (await (await answer).json()) as SearchAnswer;
  await settled(page);
  return body;
}

describe('what the demo catalogue holds for these journeys', () => {
  it('has Ki-67 antibodies, and rabbit monoclonal p53 antibodies among other p53 antibodies', async () => {
    const ki67 = await apiSearch({ searchword: 'Ki67' });
    expect(ki67.total).toBeGreaterThan(0);
    const p53 = await apiSearch({ searchword: 'p53' });
    const rabbitMonoclonal = await apiSearch({ searchword: 'p53', host: "['Rabbit']", clonality: "['Monoclonal']" });
    expect(rabbitMonoclonal.total).toBeGreaterThan(0);
    expect(p53.total).toBeGreaterThan(rabbitMonoclonal.total);
  });
});

describe.each(['zh', 'en'] as Language[])('search words in the header (%s)', (language) => {
  const typed = TYPED[language];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds the Ki-67 antibodies when Ki-67 is typed with its hyphen', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/');
    const answer = await searchFromHeader(page, 'Ki-67');
    const ki67 = await apiSearch({ searchword: 'Ki67' });
    expect(answer.total).toBe(ki67.total);
    const cards = await page.locator('.result-card').allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
    for (const text of cards) expect(text).toMatch(/Ki-?67|MKI67/i);
    expect(await page.locator('.empty-state').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads host and clonality words as chips that filter, and removing one widens the list', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/');
    const answer = await searchFromHeader(page, typed.rabbitMonoclonal);
    const chips = page.locator('.query-chips .query-chip');
    expect(await chips.count()).toBe(2);
    expect(await page.locator('.query-chip[data-facet="host"]').innerText()).toMatch(typed.host);
    expect(await page.locator('.query-chip[data-facet="clonality"]').innerText()).toMatch(typed.clonality);
    // Only rabbit monoclonal products: exactly what the explicit filters give.
    const filtered = await apiSearch({ searchword: 'p53', host: "['Rabbit']", clonality: "['Monoclonal']" });
    expect(answer.total).toBe(filtered.total);
    expect(answer.data.map((d) => d.pid)).toEqual(filtered.data.map((d) => d.pid));
    expect(await page.locator('.result-card').count()).toBe(filtered.data.length);

    // Removing the host chip searches again without its word: more products, one chip left.
    const hostChip = answer.queryfilters?.find((c) => c.facet === 'host');
    expect(hostChip).toBeDefined();
    const wider = searchAnswer(page, hostChip!.without);
    await page.locator('.query-chip[data-facet="host"] .query-chip__remove').click();
    const widened = (await (await wider).json()) as SearchAnswer;
    await page.waitForURL((url) => url.searchParams.get('searchdata') === hostChip!.without);
    await settled(page);
    expect(widened.total).toBeGreaterThan(answer.total);
    expect(await chips.count()).toBe(1);
    expect(await page.locator('.query-chip[data-facet="clonality"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
