import type { Browser } from 'playwright-core';
import { ApiUser, authorization, makeStaff, registerByApi } from './reviews-support';
import { launchBrowser, openPage, shopUrl } from './support/browser';

/**
 * What a researcher reads and downloads before buying (issue 35), through the real pages in both languages: a product
 * page whose free texts the supplier gave in Chinese reads in Chinese on zh pages (English on en pages), with tested
 * and predicted species apart, and so does the compare page (with its RRID, evidence and citation rows); an
 * application leads to its protocol section; the safety data sheet downloads from the page; the lot's certificate of
 * analysis downloads from the CoA lookup by catalogue number and lot number, and a wrong lot gets the one message.
 */
const TEXT = {
  zh: { rows: ['RRID', '验证证据', '引用文献'], storage: '保存条件', predicted: '预测反应种属（同源性）', sds: '安全技术说明书（SDS，中文）', coaLink: '按批号查询分析证书', lot: '批号', find: '查询', download: /^下载批号 .+ 的分析证书（PDF）$/, none: '没有找到与该货号和批号对应的分析证书' },
  en: { rows: ['RRID', 'Evidence', 'Citations'], storage: 'Storage', predicted: 'Predicted reactivity (homology)', sds: 'Safety data sheet (SDS, English)', coaLink: 'Certificate of analysis by lot', lot: 'Lot number', find: 'Find certificate', download: /^Download the certificate of lot .+ \(PDF\)$/, none: 'No certificate of analysis matches this catalogue number and lot number' },
} as const;

/** The Chinese the supplier gives for the chosen product's free texts (the demo's own where it has one). */
const CHINESE: Record<string, string> = {
  immunogenzh: '人源重组蛋白片段免疫兔所得。',
  specificityzh: '可检测内源性总蛋白，不与家族其他成员交叉反应。',
  backgroundzh: '该蛋白参与细胞应激信号转导，是炎症与分化研究中的常用靶点。',
  subcellularlocationzh: '细胞核、细胞质',
  researchfieldzh: '信号转导',
  dilutionratiozh: 'WB 1:1000；免疫组化 1:100',
};

interface Detail {
  pid: number;
  catno: string;
  predictedreactivity: string;
  [field: string]: unknown;
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A small PDF (version header and end marker: what the shop's content check asks of one). */
const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1');

describe('a product page in the reader language, its SDS and its lot certificate (issue 35)', () => {
  let browser: Browser;
  let staff: ApiUser;
  let product: Detail;
  let lot: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await registerByApi('languages-staff');
    await makeStaff(staff);
    // A demo antibody with species predicted by homology and the demo's Chinese form and storage texts.
    const found = await json<{ data: { pid: number }[] }>(await fetch(`${shopUrl()}/api/iteminfo/searchitem/?searchword=&searchpageid=3`));
    const details = await Promise.all(found.data.map(async (p) => (await json<{ data: Detail }>(await fetch(`${shopUrl()}/api/iteminfo/baseinfo/?pid=${p.pid}`))).data));
    const lots = async (pid: number) =>
      (await json<{ data: { lot_number: string; coa: string }[] }>(await fetch(`${shopUrl()}/api/admininfo/catalogue/products/${pid}/lots`, { headers: { ...XHR, ...authorization(staff) } }))).data;
    for (const d of details.filter((d) => d.predictedreactivity && d.storagezh && d.immunogen && d.background)) {
      const withCoa = (await lots(d.pid)).find((l) => l.coa);
      if (withCoa) [product, lot] = [d, withCoa.lot_number];
      if (product) break;
    }
    if (!product) throw new Error('the demo catalogue lacks an antibody with predicted species, Chinese texts and a certified lot');
    // The supplier gives the rest of the product's free texts in Chinese, and a safety data sheet in each language.
    await json(await fetch(`${shopUrl()}/api/admininfo/catalogue/products/${product.pid}`, {
      method: 'POST',
      headers: { ...XHR, ...authorization(staff), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(CHINESE).toString(),
    }));
    for (const language of ['zh', 'en']) {
      const body = new FormData();
      body.append('language', language);
      body.append('scope', 'product');
      body.append('sds', new Blob([pdf(`SDS ${language}`)], { type: 'application/pdf' }), `SDS-${language}.pdf`);
      await json(await fetch(`${shopUrl()}/api/admininfo/catalogue/products/${product.pid}/sds`, { method: 'POST', headers: { ...XHR, ...authorization(staff) }, body }));
    }
    product = (await json<{ data: Detail }>(await fetch(`${shopUrl()}/api/iteminfo/baseinfo/?pid=${product.pid}`))).data;
  });
  afterAll(() => browser.close());

  it.each(['zh', 'en'] as const)('reads the product page in %s, downloads its SDS and its lot certificate', async (language) => {
    const t = TEXT[language];
    const { page, context, problems } = await openPage(browser, language, language === 'zh' ? { width: 1280, height: 900 } : { width: 390, height: 844 });
    await page.goto(`/production/${product.pid}`);
    // Every section open, as a reader unfolds them.
    const closed = page.locator('.product-sections details:not([open]) > summary');
    while ((await closed.count()) > 0) await closed.first().click();
    const sections = (await page.locator('.product-sections').innerText()).replace(/\s+/g, ' ');
    const freeTexts = ['form', 'storage', 'buffersystem', 'purification', 'immunogen', 'specificity', 'background', 'subcellularlocation', 'researchfield', 'dilutionratio'];
    for (const wire of freeTexts) {
      const [english, chinese] = [String(product[wire] ?? '').trim(), String(product[`${wire}zh`] ?? '').trim()];
      if (!english || !chinese) continue;
      const [shown, hidden] = language === 'zh' ? [chinese, english] : [english, chinese];
      expect({ wire, shown: sections.includes(shown.replace(/\s+/g, ' ')) }).toEqual({ wire, shown: true });
      expect({ wire, hidden: sections.includes(hidden.replace(/\s+/g, ' ')) }).toEqual({ wire, hidden: false });
    }
    if (language === 'zh') expect(sections).not.toMatch(/\b(Store at|containing|purified|Synthetic peptide|Recombinant fragment|Detects|Primary Antibody|Unconjugated)\b/);
    // Tested and predicted species apart.
    const summary = page.locator('.product-summary');
    await summary.getByText(t.predicted).waitFor();

    // The safety data sheet in the page's language.
    const sds = summary.getByRole('link', { name: t.sds });
    const sheet = await page.request.get((await sds.getAttribute('href'))!);
    expect(sheet.headers()['content-type']).toBe('application/pdf');
    expect((await sheet.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The compare page: the same free texts in the page's language, and the RRID, evidence and citation rows.
    await page.evaluate((p) => localStorage.setItem('compare', JSON.stringify([{ pid: p.pid, productname: 'x', catno: p.catno }])), product);
    await page.goto('/compare');
    const row = (name: string) => page.locator('.compare-table tbody tr', { has: page.locator('th', { hasText: name }) });
    await row(t.storage).locator('td').filter({ hasNotText: '…' }).waitFor();
    const storage = String(product[language === 'zh' ? 'storagezh' : 'storage']).replace(/\s+/g, ' ');
    expect((await row(t.storage).locator('td').innerText()).replace(/\s+/g, ' ')).toBe(storage);
    for (const name of t.rows) expect(await row(name).count()).toBe(1);
    expect(await row('RRID').locator('td').innerText()).toBe(String(product.rrid || '—'));

    // Each application leads to its section of the protocol pages.
    await page.goto(`/production/${product.pid}`);
    const protocol = await summary.locator('.tag-icons a').first().getAttribute('href');
    expect(protocol).toMatch(/^\/protocol\/(wb|ip|ihc|iccif|fcm|chip)#[a-z]+$/);
    await summary.locator('.tag-icons a').first().click();
    await page.waitForURL(`**${protocol}`);
    await page.locator(`section#${protocol!.split('#')[1]}`).waitFor();
    await page.goto(`/production/${product.pid}`);

    // The lot's certificate by catalogue number and lot number; a wrong lot gets the one message.
    await summary.getByRole('link', { name: t.coaLink }).click();
    await page.waitForURL(/\/coa\?catno=/);
    await page.getByLabel(t.lot).fill(language === 'zh' ? lot.toLowerCase() : lot);
    await page.getByRole('button', { name: t.find }).click();
    const download = page.getByRole('link', { name: t.download });
    await download.waitFor();
    const certificate = await page.request.get((await download.getAttribute('href'))!);
    expect(certificate.headers()['content-type']).toBe('application/pdf');
    expect((await certificate.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByLabel(t.lot).fill(`${lot}-X`);
    await page.getByRole('button', { name: t.find }).click();
    await page.getByRole('alert').filter({ hasText: t.none }).waitFor();
    expect(await download.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
