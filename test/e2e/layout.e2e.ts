import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { logIn, makeStaff, registerByApi } from './reviews-support';

/**
 * The browser audit's layout defects (issue 13), measured on the rendered boxes in both languages at a
 * desktop (1440 px) and a phone (390 px) width.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PAGE_2 = { zh: '第 2 页', en: 'Page 2' } as const;

type Box = { top: number; bottom: number; left: number; right: number };
/** The element's box once it is laid out (a page in the language the visitor chose may still be re-rendering). */
async function box(page: Page, selector: string): Promise<Box> {
  await page.waitForFunction((sel) => (document.querySelector(sel)?.getBoundingClientRect().height ?? 0) > 0, selector);
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
}

/** Loads a page and waits until it is in the visitor's language and has stopped fetching. */
async function open(page: Page, path: string, language: 'zh' | 'en'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), language);
  await page.waitForLoadState('networkidle');
}

/** A product whose answer carries captioned pictures in every stored size and at least two priced sizes. */
async function pictureProduct(page: Page): Promise<number> {
  const home = (await (await page.request.get('/api/indexinfo/bottom')).json()) as { data: Array<{ pid: number }> };
  for (const { pid } of home.data) {
    const info = (await (await page.request.get(`/api/iteminfo/baseinfo/?pid=${pid}`)).json()) as {
      data: { price1?: unknown; price2?: unknown };
      imginfo?: Array<{ thumb?: string; zoom?: string; description?: string }>;
    };
    const pictures = info.imginfo ?? [];
    if (pictures[0]?.thumb && pictures[0]?.zoom && pictures[0]?.description && info.data.price1 && info.data.price2) return pid;
  }
  throw new Error('no recommended product with captioned pictures and two prices');
}

describe.each(['zh', 'en'] as const)('layout (%s)', (language) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([DESKTOP, PHONE])('/hot opens at the top, and only paging scrolls to the results (%o)', async (viewport) => {
    const { page, context, problems } = await openPage(browser, language, viewport);
    await open(page, '/hot?searchdata=None', language);
    await page.locator('.result-card').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The header's search box and the breadcrumb are on screen.
    expect((await box(page, 'header .search-box input')).top).toBeGreaterThanOrEqual(0);
    expect((await box(page, '.breadcrumb')).top).toBeGreaterThanOrEqual(0);

    await page.getByRole('button', { name: PAGE_2[language], exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('pageid') === '2');
    // The new page's results start at the top of the screen (give or take the heading's scroll margin).
    await page.waitForFunction(() => {
      const top = document.querySelector('.hot-results__title')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 40;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([DESKTOP, PHONE])('product page: caption under the picture, a price on every size, the picture at its shown size (%o)', async (viewport) => {
    const { page, context, problems } = await openPage(browser, language, viewport);
    const pid = await pictureProduct(page);
    await open(page, `/production/${pid}`, language);
    const picture = page.locator('.gallery__main img');
    await page.waitForFunction(() => (document.querySelector('.gallery__main img') as HTMLImageElement | null)?.complete === true);

    const image = await box(page, '.gallery__main img');
    const caption = await box(page, '.gallery__caption');
    expect(caption.top).toBeGreaterThanOrEqual(image.bottom - 0.5);

    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    expect(await picture.getAttribute('width')).toBe('480');
    expect(await picture.getAttribute('height')).toBe('360');
    expect(await picture.getAttribute('srcset')).toMatch(/\/thumb\/\S+ 240w, \S+\/detail\/\S+ 800w, \S+\/zoom\/\S+ 1600w/);
    // At 1× a 390 px phone and a 480 px column both take the 800 px detail, never the 1600 px zoom.
    expect(await picture.evaluate((img) => (img as HTMLImageElement).currentSrc)).toContain('/detail/');
    expect(await page.locator('.gallery__strip img').first().getAttribute('loading')).toBe('lazy');

    const info = (await (await page.request.get(`/api/iteminfo/baseinfo/?pid=${pid}`)).json()) as { data: Record<string, unknown> };
    const shown = (yuan: number) => (language === 'en' ? `$${Math.ceil(yuan / 7).toLocaleString('en-US')}` : `¥${yuan.toLocaleString('zh-CN')}`);
    const options = page.locator('.size-option');
    const prices = await page.getByTestId('size-price').allTextContents();
    expect(prices.length).toBe(await options.count());
    expect(prices.slice(0, 2)).toEqual([shown(Number(info.data.price1)), shown(Number(info.data.price2))]);
    // Nothing chosen yet: the prices are already there.
    expect(await page.locator('.buy-box__sizes input:checked').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('home at 390 px: the whole banner shows, its dots below it; the first banner loads first', async () => {
    const { page, context, problems } = await openPage(browser, language, PHONE);
    await open(page, '/', language);
    const first = page.locator('.hero-carousel__slide img').first();
    await page.waitForFunction(() => (document.querySelector('.hero-carousel__slide img') as HTMLImageElement | null)?.complete === true);
    // The demo's banners are staff pictures with their lettering in the picture: none of it may be cut off.
    expect(await page.locator('.hero-carousel__picture').count()).toBeGreaterThan(0);
    const ratios = await first.evaluate((img) => {
      const picture = img as HTMLImageElement;
      return { shown: picture.clientWidth / picture.clientHeight, natural: picture.naturalWidth / picture.naturalHeight };
    });
    expect(Math.abs(ratios.shown - ratios.natural) / ratios.natural).toBeLessThan(0.02);
    const slide = await box(page, '.hero-carousel__slide:not([hidden])');
    const dots = await box(page, '.hero-carousel__controls');
    expect(dots.top).toBeGreaterThanOrEqual(slide.bottom - 0.5);
    const carousel = await box(page, '.hero-carousel');
    expect(carousel.right).toBeLessThanOrEqual(PHONE.width);

    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await page.locator('.hero-carousel__slide img').nth(1).getAttribute('loading')).toBe('lazy');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([DESKTOP, PHONE])('home: the three service tiles show all their text (%o)', async (viewport) => {
    const { page, context, problems } = await openPage(browser, language, viewport);
    await open(page, '/', language);
    const tiles = page.locator('.home-info__tile');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(3);
    const clipped = await tiles.evaluateAll((links) =>
      links.flatMap((link) => {
        const outer = link.getBoundingClientRect();
        return [...link.querySelectorAll('strong, span span')]
          .filter((text) => {
            const r = text.getBoundingClientRect();
            return r.width === 0 || r.left < outer.left || r.right > outer.right + 0.5 || r.bottom > outer.bottom + 0.5;
          })
          .map((text) => text.textContent);
      }),
    );
    expect(clipped).toEqual([]);
    expect(await tiles.evaluateAll((links) => links.every((link) => link.scrollWidth <= link.clientWidth && link.scrollHeight <= link.clientHeight))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logged in as staff at 390 px the header stays within 215 px, every account link whole on the screen', async () => {
    const staff = await registerByApi(`layout-${language}`);
    await makeStaff(staff);
    const { page, context, problems } = await openPage(browser, language, PHONE);
    await logIn(context, staff);
    await open(page, '/', language);
    await page.getByTestId('staff-link').waitFor();
    const header = await box(page, '.site-header');
    expect(header.bottom - header.top).toBeLessThanOrEqual(215);
    // Issue 48: the links wrap onto a second row instead of scrolling sideways: each is whole, inside the screen, its text not cut.
    const links = await page.locator('.account-bar .button').evaluateAll((buttons) =>
      buttons.map((b) => ({ text: b.textContent, left: b.getBoundingClientRect().left, right: b.getBoundingClientRect().right, cut: b.scrollWidth > b.clientWidth })),
    );
    expect(links.length).toBeGreaterThanOrEqual(7);
    expect(links.filter((l) => l.left < 0 || l.right > PHONE.width || l.cut)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it.each([DESKTOP, PHONE])('home promotions leave no card alone on its row; "compare" keeps its distance from "add to basket" (%o)', async (viewport) => {
    const { page, context, problems } = await openPage(browser, language, viewport);
    await open(page, '/', language);
    const cards = await page.locator('.home-promotions li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), width: r.width })));
    expect(cards.length).toBeGreaterThan(1);
    const rows = new Map<number, number[]>();
    for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card.width]);
    const widest = Math.max(...cards.map((c) => c.width));
    const lastRow = [...rows.values()].at(-1)!;
    // The last row holds two cards or more, or its one card spans the row (one column on a phone).
    expect(lastRow.length > 1 || lastRow[0]! >= widest - 1).toBe(true);
    if (viewport === DESKTOP) expect(rows.size).toBeLessThan(cards.length);

    await open(page, '/hot?searchdata=None', language);
    const actions = page.locator('.result-card__actions').first();
    await actions.locator('.compare-toggle').waitFor();
    const gap = await actions.evaluate((el) => {
      const compare = el.querySelector('.compare-toggle')!.getBoundingClientRect();
      const basket = el.lastElementChild!.getBoundingClientRect();
      const vertical = Math.max(basket.top - compare.bottom, compare.top - basket.bottom);
      const horizontal = Math.max(basket.left - compare.right, compare.left - basket.right);
      return Math.max(vertical, horizontal);
    });
    expect(gap).toBeGreaterThanOrEqual(8);
    expect(problems).toEqual([]);
    await context.close();
  });
});
