import type { Browser } from 'playwright-core';
import { ApiUser, authorization, logIn, makeStaff, registerByApi } from './reviews-support';
import { launchBrowser, openPage, shopUrl } from './support/browser';

/**
 * What researchers choose an antibody by, through the real pages in both languages: a researcher
 * opens a knockout-validated product, reads the evidence matrix, opens a figure, copies the RRID and
 * finds the demo's invented RRID and references marked as demo data rather than linked to registries
 * (issue 22); staff add a validation entry, a real reference and a real RRID in the product editor
 * and find them on the product page, linked to PubMed and the Antibody Registry.
 */
const TEXT = {
  zh: {
    matrix: '验证数据', knockout: '敲除验证', figureOf: '查看图片：', close: '关闭', copy: '复制', copied: '已复制', references: '参考文献', demo: '演示数据',
    addEntry: '+ 添加一条验证数据', application: '应用', species: '种属', kind: '类型', figure: '图片', note: '中文说明', noteEn: '英文说明',
    addReference: '添加文献', addButton: '添加文献', title: '文献标题', added: '文献已添加',
  },
  en: {
    matrix: 'Validation evidence', knockout: 'KO/KD-validated', figureOf: 'Open figure: ', close: 'Close', copy: 'Copy', copied: 'Copied', references: 'References', demo: 'demo data',
    addEntry: '+ Add a validation entry', application: 'Application', species: 'Species', kind: 'Kind', figure: 'Figure', note: 'Note (Chinese)', noteEn: 'Note (English)',
    addReference: 'Add a reference', addButton: 'Add reference', title: 'Title', added: 'Reference added',
  },
} as const;

interface Entry {
  application: string;
  species: string;
  kind: string;
  figure?: { zoom: string } | null;
}
interface Detail {
  pid: number;
  catno: string;
  productname: string;
  application: string;
  reactivity: string;
  rrid: string;
  evidence: string;
  validation: Entry[];
  reference: { name: string; id: string }[];
}

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${shopUrl()}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

const detail = async (pid: number) => (await json<{ data: Detail; imginfo: unknown[] }>(`/api/iteminfo/baseinfo/?pid=${pid}`));

/** Products of the demo catalogue matching the evidence filter, read in full. */
async function productsWith(evidence: string): Promise<Detail[]> {
  const found = await json<{ data: { pid: number }[] }>(`/api/iteminfo/searchitem/?searchword=&searchpageid=1&evidence=${encodeURIComponent(`['${evidence}']`)}`);
  return Promise.all(found.data.map(async (p) => (await detail(p.pid)).data));
}

/** Products with pictures, applications and reactivities but no knockout evidence yet: staff add one. */
async function productsWithoutKnockout(): Promise<Detail[]> {
  const found = await json<{ data: { pid: number }[] }>('/api/iteminfo/searchitem/?searchword=&searchpageid=2');
  const details = await Promise.all(found.data.map((p) => detail(p.pid)));
  return details.filter((d) => !d.data.evidence.includes('knockout') && d.imginfo.length > 0 && d.data.application && d.data.reactivity).map((d) => d.data);
}

const first = (list: string) => list.split(',')[0].trim();

describe.each(['zh', 'en'] as const)('evidence matrix, RRID and references (%s)', (language) => {
  const t = TEXT[language];
  let browser: Browser;
  let staff: ApiUser;
  let researched: Detail;
  let edited: Detail;

  beforeAll(async () => {
    browser = await launchBrowser();
    const knockout = (await productsWith('knockout')).filter(
      // As generated: the other language's journey gives a product a real RRID and reference.
      (p) => /^AB_DEMO_/.test(p.rrid) && p.reference.some((r) => r.id.startsWith('DEMO-')) && p.validation.some((e) => e.kind === 'knockout' && e.figure),
    );
    const plain = await productsWithoutKnockout();
    if (knockout.length < 2 || plain.length < 2) throw new Error('the demo catalogue lacks products for this journey');
    [researched, edited] = language === 'zh' ? [knockout[0], plain[0]] : [knockout[1], plain[1]];
    staff = await registerByApi(`evidence-staff-${language}`);
    await makeStaff(staff);
  });
  afterAll(() => browser.close());

  it('a researcher reads the matrix, opens a figure, copies the RRID; the invented RRID and references say demo data and link nowhere', async () => {
    const { page, context, problems } = await openPage(browser, language, { width: 390, height: 844 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shopUrl() });
    await page.goto(`/production/${researched.pid}`);

    const matrix = page.getByRole('region', { name: t.matrix, exact: true });
    await matrix.waitFor();
    const entry = researched.validation.find((e) => e.kind === 'knockout' && e.figure)!;
    const cell = matrix.locator(`tr[data-application="${entry.application}"] td[data-species="${entry.species}"]`);
    await cell.locator('[data-kind="knockout"]', { hasText: t.knockout }).waitFor();
    expect(await cell.locator('[data-kind="knockout"]').isVisible()).toBe(true);

    await cell.getByRole('button', { name: new RegExp(`^${t.figureOf}${entry.application.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&')}`) }).first().click();
    const figure = page.locator('dialog[open]');
    await figure.waitFor();
    expect(await figure.locator('img').getAttribute('src')).toBe(entry.figure!.zoom);
    expect(await figure.getByRole('heading').textContent()).toContain(t.knockout);
    await figure.getByRole('button', { name: t.close }).click();
    await figure.waitFor({ state: 'detached' });

    const rrid = page.getByTestId('rrid');
    expect(researched.rrid).toMatch(/^AB_DEMO_\d+$/);
    expect(await rrid.textContent()).toBe(`RRID:${researched.rrid}`);
    expect(await rrid.getAttribute('href')).toBeNull();
    expect(await page.locator('.product-rrid').getByTestId('demo-data').textContent()).toBe(t.demo);
    await page.getByRole('button', { name: `${t.copy} RRID:${researched.rrid}` }).click();
    await page.locator('.product-rrid').getByRole('status').filter({ hasText: t.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`RRID:${researched.rrid}`);

    const references = page.getByRole('region', { name: `${t.references}${language === 'zh' ? '（' : ' ('}${researched.reference.length}${language === 'zh' ? '）' : ')'}` });
    const cited = researched.reference.find((r) => r.id.startsWith('DEMO-'))!;
    expect(cited.id).toMatch(/^DEMO-\d+$/);
    const row = references.locator(`tr[data-pmid="${cited.id}"]`);
    expect(await row.getByTestId('demo-data').textContent()).toBe(t.demo);
    expect(await row.getByRole('link').count()).toBe(0);
    // No invented identifier opens somebody else's record in a registry.
    expect(await page.locator('a[href*="pubmed.ncbi"], a[href*="scicrunch"]').count()).toBe(0);

    // The page carries the breadcrumb's JSON-LD too: read the Product one.
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string }));
    const ld = blocks.find((block) => block['@type'] === 'Product');
    expect(ld).toMatchObject({ '@type': 'Product', sku: researched.catno, name: researched.productname });
    expect(ld).not.toHaveProperty('identifier');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('staff add a validation entry, a reference and a real RRID; the page shows them, linked to PubMed and the registry', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto(`/admin/catalogue/products/${edited.pid}`);
    const application = first(edited.application);
    const species = first(edited.reactivity);

    await page.getByRole('button', { name: t.addEntry }).click();
    const row = page.locator('.evidence-panel__row').last();
    await row.getByLabel(t.application, { exact: true }).selectOption(application);
    await row.getByLabel(t.species, { exact: true }).selectOption(species);
    await row.getByLabel(t.kind, { exact: true }).selectOption('knockout');
    const figureChoice = row.getByLabel(t.figure, { exact: true });
    const pictureName = await figureChoice.locator('option').nth(1).getAttribute('value');
    await figureChoice.selectOption(pictureName!);
    await row.getByLabel(t.note, { exact: true }).fill('敲除细胞中无条带；对照正常');
    await row.getByLabel(t.noteEn, { exact: true }).fill('No band in knockout cells; wild type | normal');
    const saved = page.waitForResponse((res) => res.url().endsWith(`/api/admininfo/catalogue/products/${edited.pid}`) && res.request().method() === 'POST');
    await page.locator('.catalogue-editor__save button').click();
    expect((await saved).status()).toBe(200);

    const pmid = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
    const title = `Knockout validation of the antibody in ${species} (${language})`;
    const add = page.getByRole('form', { name: t.addReference });
    await add.getByLabel(t.title).fill(title);
    await add.getByLabel('PubMed ID').fill(pmid);
    await add.getByLabel(t.species, { exact: true }).selectOption(species);
    await add.getByLabel(t.application, { exact: true }).selectOption(application);
    await add.getByRole('button', { name: t.addButton }).click();
    await page.locator('.references-panel').getByRole('status').filter({ hasText: t.added }).waitFor();
    await page.locator('.references-panel__item', { hasText: title }).getByRole('link', { name: `PMID ${pmid}` }).waitFor();
    expect(problems).toEqual([]);

    // A real RRID replaces the demo one (written the way the editor's save writes it).
    const realRrid = 'AB_2687500';
    const rridSaved = await fetch(`${shopUrl()}/api/admininfo/catalogue/products/${edited.pid}`, {
      method: 'POST',
      headers: { ...authorization(staff), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ rrid: realRrid }),
    });
    expect(rridSaved.status).toBe(200);

    await page.goto(`/production/${edited.pid}`);
    expect(await page.getByTestId('rrid').getAttribute('href')).toBe(`https://scicrunch.org/resolver/RRID:${realRrid}`);
    expect(await page.locator('.product-rrid').getByTestId('demo-data').count()).toBe(0);
    const cell = page.getByRole('region', { name: t.matrix, exact: true }).locator(`tr[data-application="${application}"] td[data-species="${species}"]`);
    await cell.locator('[data-kind="knockout"]').waitFor();
    await cell.locator('[data-kind="cited"]').waitFor();
    await cell.getByRole('button', { name: new RegExp(`^${t.figureOf}`) }).first().click();
    const figure = page.locator('dialog[open]');
    await figure.getByText(language === 'zh' ? '敲除细胞中无条带；对照正常' : 'No band in knockout cells; wild type | normal').waitFor();
    await figure.getByRole('button', { name: t.close }).click();
    const reference = page.locator(`.references__table tr[data-pmid="${pmid}"]`);
    expect(await reference.getByRole('link', { name: title }).getAttribute('href')).toBe(`https://pubmed.ncbi.nlm.nih.gov/${pmid}/`);
    expect(await reference.getByTestId('demo-data').count()).toBe(0);
    // The species as the page's language names it (the vocabulary's label: 人 for Human in Chinese).
    const labels = (await (await fetch(`${shopUrl()}/api/vocabularies`)).json()) as { data: { reactivity: { key: string; zh: string; en: string }[] } };
    const shown = labels.data.reactivity.find((v) => v.key === species)?.[language] ?? species;
    expect(await reference.locator('td').nth(4).textContent()).toContain(shown);
    expect(problems).toEqual([]);
    await context.close();
  });
});
