import type { Browser, Page } from 'playwright-core';
import { ApiUser, authorization, makeStaff, registerByApi } from './reviews-support';
import { launchBrowser, openPage, shopUrl } from './support/browser';
import { waitFor } from '../../backend/test-support/wait-for';

/**
 * Issue 23 as a researcher types: a name spelled with a hyphen (and in full-width characters) finds the
 * antibodies, and host/clonality words become chips that filter the list and widen it when removed.
 */
const WORDS = {
  zh: { query: '兔单抗 p53', host: '宿主：兔', clonality: '克隆性：单克隆', total: /共 (\d+) 个产品/ },
  en: { query: 'rabbit monoclonal p53', host: 'Host: Rabbit', clonality: 'Clonality: Monoclonal', total: /Products found: (\d+)/ },
} as const;

/** The result list has answered for the current address. */
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

async function searchFromHeader(page: Page, words: string): Promise<void> {
  const box = page.locator('.site-header').getByRole('searchbox');
  await box.fill(words);
  // Enter with no suggestion chosen searches the words as typed (Escape would empty a search field with no list open).
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/hot' && url.searchParams.get('searchdata') === words);
  await settled(page);
}

const titles = (page: Page) => page.locator('.result-card__title').allInnerTexts();

async function shownPids(page: Page): Promise<number[]> {
  const links = await page.locator('.result-card__title a').evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href') ?? ''));
  return links.map((href) => Number(/\/production\/(\d+)/.exec(href)?.[1]));
}

/** A p53 antibody of the given host and clonality (or another target's), made by staff and waited for until search lists it. */
async function p53Antibody(staff: ApiUser, catno: string, host: string, clonality: string, target = { name: 'p53', gene: 'TP53' }): Promise<void> {
  const cells = { catno, productname: `${target.name} ${host} ${clonality} antibody [${catno}]`, producttype: 'Primary Antibody', genename: target.gene, host, clonality, application: 'WB', reactivity: 'Human' };
  const res = await fetch(`${shopUrl()}/api/admininfo/catalogue/products`, {
    method: 'POST',
    headers: { ...authorization(staff), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(cells).toString(),
  });
  if (!res.ok) throw new Error(`creating ${catno} answered ${res.status}: ${await res.text()}`);
  // Up to 60 s: the browser journeys share one shop, whose index worker may still be busy with the journey before.
  await waitFor(
    async () => ((await (await fetch(`${shopUrl()}/api/iteminfo/searchitem/?searchword=${encodeURIComponent(catno)}&searchpageid=1`)).json()).data ?? []).some((p: { catno: string }) => p.catno === catno),
    60_000,
    `${catno} in the search index`,
    200,
  );
}

async function total(page: Page, pattern: RegExp): Promise<number> {
  return Number(pattern.exec(await page.locator('.hot-results__count').innerText())?.[1]);
}

describe.each(['zh', 'en'] as const)('search reads antibody names as researchers type them (%s)', (language) => {
  const w = WORDS[language];
  const tag = `${language.toUpperCase()}${Date.now() % 1_000_000}`;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The journey brings its own p53 antibodies: a rabbit monoclonal, and a rabbit polyclonal that only a widened search lists.
    const staff = await registerByApi(`words-${language}`);
    await makeStaff(staff);
    await p53Antibody(staff, `SW-${tag}-1`, 'Rabbit', 'Monoclonal');
    await p53Antibody(staff, `SW-${tag}-2`, 'Rabbit', 'Polyclonal');
    // Issue 49: a heat shock protein, which the family word finds.
    await p53Antibody(staff, `SW-${tag}-3`, 'Mouse', 'Monoclonal', { name: 'HSP27', gene: 'HSPB1' });
  }, 180_000);
  afterAll(() => browser.close());

  it('finds Ki-67 antibodies typed with a hyphen, and the same ones typed in full-width characters', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/');
    await searchFromHeader(page, 'Ki-67');
    const found = await titles(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(/Ki-?67/i);

    await searchFromHeader(page, 'Ｋｉ－６７');
    expect(await titles(page)).toEqual(found);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('turns host and clonality words into chips that filter; removing one widens the list', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/');
    await searchFromHeader(page, w.query);
    const chips = page.locator('.query-chip');
    expect(await chips.allInnerTexts()).toEqual([expect.stringContaining(w.host), expect.stringContaining(w.clonality)]);
    const narrow = await total(page, w.total);
    expect(narrow).toBeGreaterThan(0);
    // p53 antibodies first (53BP1, a "p53-binding protein", may follow); every product listed is a rabbit monoclonal.
    const narrowTitles = await titles(page);
    expect(narrowTitles[0]).toMatch(/\bp53\b/);
    expect(narrowTitles.some((title) => title.includes(`SW-${tag}-1`))).toBe(true);
    for (const pid of await shownPids(page)) {
      const info = await (await fetch(`${shopUrl()}/api/iteminfo/baseinfo/?pid=${pid}`)).json();
      expect([info.data.host, info.data.clonality]).toEqual(['Rabbit', 'Monoclonal']);
    }

    await page.locator('.query-chip[data-facet="clonality"]').getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('searchdata') !== w.query);
    await settled(page);
    expect(await chips.allInnerTexts()).toEqual([expect.stringContaining(w.host)]);
    expect(await total(page, w.total)).toBeGreaterThan(narrow);
    expect((await titles(page)).some((title) => title.includes(`SW-${tag}-2`))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads a search typed in traditional characters as the simplified one, and a family word as its members (issue 49)', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/');
    await searchFromHeader(page, w.query);
    const simplified = await titles(page);
    const chips = await page.locator('.query-chip').allInnerTexts();
    // Taiwan's words in traditional characters: 兔單株抗體 is 兔单克隆抗体, a rabbit monoclonal.
    await searchFromHeader(page, '兔單株抗體 p53');
    expect(await page.locator('.query-chip').allInnerTexts()).toEqual(chips);
    expect(await titles(page)).toEqual(simplified);

    await searchFromHeader(page, '熱休克蛋白');
    const family = page.locator('.query-chip[data-facet="family"]');
    // The chip says how the word was read, in the page's language (a zh page in simplified characters).
    expect(await family.innerText()).toContain(language === 'zh' ? '热休克蛋白家族' : 'heat shock protein family');
    expect((await titles(page)).some((title) => title.includes(`SW-${tag}-3`))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
