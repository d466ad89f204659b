import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { ApiUser, logIn, makeStaff, registerByApi } from './reviews-support';

const TEXT = {
  zh: {
    filters: '筛选经销商', navDistributors: '经销商', navCarousel: '首页轮播图', newDistributor: '新增经销商', name: '名称', province: '省份', language: '语言',
    languageName: '中文', jiangsu: '江苏省', beijing: '北京市', website: '网址', email: '电子邮箱', telephone: '电话', save: '保存',
    saved: '已保存', deleted: '已删除', edit: '编辑', delete: '删除', confirmYes: '确定删除', badEmail: '电子邮箱格式不正确，例如 sales@example.com',
    findDistributor: '查找您所在省份的经销商', noDistributor: '该省份暂无经销商，请直接联系我们。',
    noPicture: '请选择要上传的图片', newSlide: '新增轮播图', picture: '图片', nameZh: '中文名称', nameEn: '英文名称', link: '点击后打开的本站链接',
    badLink: '链接必须是本站内的路径，以 / 开头，例如 /hot?reactivity=Zebrafish', goTo: (title: string) => `查看：${title}`, moveUp: (name: string) => `将“${name}”上移`,
  },
  en: {
    filters: 'Filter distributors', navDistributors: 'Distributors', navCarousel: 'Home carousel', newDistributor: 'New distributor', name: 'Name', province: 'Province', language: 'Language',
    languageName: 'English', jiangsu: 'Jiangsu', beijing: 'Beijing', website: 'Website', email: 'E-mail', telephone: 'Telephone', save: 'Save',
    saved: 'Saved', deleted: 'Deleted', edit: 'Edit', delete: 'Delete', confirmYes: 'Delete', badEmail: 'The e-mail address is not valid, for example sales@example.com',
    findDistributor: 'Find a distributor in your province', noDistributor: 'There is no distributor in this province yet; please contact us directly.',
    noPicture: 'Please choose a picture to upload', newSlide: 'New slide', picture: 'Picture', nameZh: 'Chinese name', nameEn: 'English name', link: 'Link it opens on this site',
    badLink: 'The link must be a path on this site starting with /, for example /hot?reactivity=Zebrafish', goTo: (title: string) => `Show: ${title}`,
    moveUp: (name: string) => `Move “${name}” up`,
  },
} as const;

/** The browser reports each refused save (400, shown to the user as a message) as a failed resource load. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 400 \(Bad Request\)/.test(p));

/** A wide picture with its own colour, so each run uploads a different file. */
function slidePicture(hue: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 360, channels: 3, background: hue } }).png().toBuffer();
}

describe.each(['zh', 'en'] as const)('staff keep distributors and the home carousel (%s)', (language) => {
  const t = TEXT[language];
  const run = `${language}${Date.now() % 100000}`;
  let browser: Browser;
  let staff: ApiUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await registerByApi(`content-${language}`);
    await makeStaff(staff);
  });
  afterAll(() => browser.close());

  /** A visitor's view of the contact page: open the province panel and choose the province. */
  async function publicDistributors(province: string): Promise<{ page: Page; close: () => Promise<void>; problems: string[] }> {
    const visitor = await openPage(browser, language);
    await visitor.page.goto('/link');
    await visitor.page.getByText(t.findDistributor).click();
    await visitor.page.locator('.link-page__province select').selectOption({ label: province });
    await visitor.page.waitForURL(/province=/);
    return { page: visitor.page, close: () => visitor.context.close(), problems: visitor.problems };
  }

  it('creates, edits and deletes a distributor; the contact page follows each change', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto('/admin/reviews');
    await page.locator('.staff-area__nav').getByRole('link', { name: t.navDistributors }).click();
    await page.waitForURL('**/admin/distributors');
    await page.getByRole('group', { name: t.filters }).getByLabel(t.province).selectOption({ label: t.jiangsu });

    const name = `E2E Bio ${run}`;
    await page.getByRole('button', { name: t.newDistributor }).click();
    const form = page.locator('form.staff-form');
    await form.getByLabel(t.name, { exact: true }).fill(name);
    await form.getByLabel(t.province).selectOption({ label: t.jiangsu });
    await form.getByLabel(t.website).fill('https://e2e-bio.example.cn');
    await form.getByLabel(t.telephone).fill('0512-0000 0000');
    await form.getByLabel(t.email).fill('sales-at-e2e-bio.example.cn');
    await form.getByRole('button', { name: t.save }).click();
    // The server refuses the address and says why, under the field.
    await form.getByRole('alert').filter({ hasText: t.badEmail }).waitFor();
    await form.getByLabel(t.email).fill('sales@e2e-bio.example.cn');
    await form.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).first().waitFor();
    await form.waitFor({ state: 'detached' });
    const row = page.locator('tr', { hasText: name });
    await row.getByText('sales@e2e-bio.example.cn').waitFor();

    let visitor = await publicDistributors(t.jiangsu);
    await visitor.page.locator('.link-page__table td', { hasText: name }).waitFor();
    await visitor.page.locator('.link-page__table td', { hasText: 'sales@e2e-bio.example.cn' }).waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.close();

    // Edit: a new name and another province.
    const renamed = `${name} renamed`;
    await row.getByRole('button', { name: `${t.edit} ${name}` }).click();
    await form.getByLabel(t.name, { exact: true }).fill(renamed);
    await form.getByLabel(t.province).selectOption({ label: t.beijing });
    await form.getByRole('button', { name: t.save }).click();
    await form.waitFor({ state: 'detached' });
    // The filter still shows Jiangsu, where the distributor no longer is.
    await row.waitFor({ state: 'detached' });
    await page.getByRole('group', { name: t.filters }).getByLabel(t.province).selectOption({ label: t.beijing });
    const moved = page.locator('tr', { hasText: renamed });
    await moved.waitFor();

    visitor = await publicDistributors(t.beijing);
    await visitor.page.locator('.link-page__table td', { hasText: renamed }).waitFor();
    await visitor.close();
    visitor = await publicDistributors(t.jiangsu);
    await visitor.page.locator('.link-page__table').first().waitFor();
    expect(await visitor.page.locator('.link-page__table td', { hasText: name }).count()).toBe(0);
    await visitor.close();

    // Delete, after the yes/no question.
    await moved.getByRole('button', { name: `${t.delete} ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirmYes }).click();
    await page.getByRole('status').filter({ hasText: t.deleted }).first().waitFor();
    await moved.waitFor({ state: 'detached' });

    visitor = await publicDistributors(t.beijing);
    await visitor.page.locator('.link-page__panel h3, .link-page__panel [role="status"]').first().waitFor();
    expect(await visitor.page.locator('.link-page__table td', { hasText: renamed }).count()).toBe(0);
    await visitor.close();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('uploads, edits, reorders and deletes a carousel slide; the home page follows each change', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto('/admin/reviews');
    await page.locator('.staff-area__nav').getByRole('link', { name: t.navCarousel }).click();
    await page.waitForURL('**/admin/carousel');

    const nameZh = `测试轮播 ${run}`;
    const nameEn = `E2E slide ${run}`;
    const shown = language === 'zh' ? nameZh : nameEn;
    await page.getByRole('button', { name: t.newSlide }).click();
    const form = page.locator('form.staff-form');
    await form.getByLabel(t.nameZh).fill(nameZh);
    await form.getByLabel(t.nameEn).fill(nameEn);
    await form.getByLabel(t.link).fill('https://evil.example/hot');
    await form.getByRole('button', { name: t.save }).click();
    await form.getByRole('alert').filter({ hasText: t.noPicture }).waitFor();
    await form.getByLabel(t.picture).setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: await slidePicture(language === 'zh' ? '#2a7a4b' : '#7a2a5b') });
    await form.locator('img').waitFor();
    await form.getByRole('button', { name: t.save }).click();
    await form.getByRole('alert').filter({ hasText: t.badLink }).waitFor();
    await form.getByLabel(t.link).fill('/hot?reactivity=Zebrafish');
    await form.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).first().waitFor();
    await form.waitFor({ state: 'detached' });
    const slide = page.locator('li.staff-slide', { hasText: nameEn });
    await slide.getByRole('heading', { name: shown }).waitFor();

    // The home page: the slide is there; choosing it shows the uploaded picture, which opens the link.
    const visitor = await openPage(browser, language);
    await visitor.page.goto('/');
    await visitor.page.getByRole('button', { name: t.goTo(shown) }).click();
    const picture = visitor.page.locator('.hero-carousel').getByRole('img', { name: shown });
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1200);
    await picture.click();
    await visitor.page.waitForURL(/\/hot\?reactivity=Zebrafish/);

    // Edit the names and move the slide to the front.
    const renamedZh = `${nameZh} 改`;
    const renamedEn = `${nameEn} edited`;
    const renamed = language === 'zh' ? renamedZh : renamedEn;
    await slide.getByRole('button', { name: `${t.edit} ${shown}` }).click();
    await form.getByLabel(t.nameZh).fill(renamedZh);
    await form.getByLabel(t.nameEn).fill(renamedEn);
    await form.getByRole('button', { name: t.save }).click();
    await form.waitFor({ state: 'detached' });
    const edited = page.locator('li.staff-slide', { hasText: renamedEn });
    await edited.getByRole('heading', { name: renamed }).waitFor();
    while ((await page.locator('li.staff-slide').first().textContent())?.includes(renamedEn) !== true) {
      const before = await page.locator('li.staff-slide').allTextContents();
      await edited.getByRole('button', { name: t.moveUp(renamed) }).click();
      await page.waitForFunction((was) => JSON.stringify([...document.querySelectorAll('li.staff-slide')].map((li) => li.textContent)) !== was, JSON.stringify(before));
    }

    await visitor.page.goto('/');
    const first = visitor.page.locator('.hero-carousel__slide').first();
    await first.getByRole('img', { name: renamed }).waitFor();
    expect(await visitor.page.locator('.hero-carousel').getByRole('img', { name: shown, exact: true }).count()).toBe(0);

    // Delete, after the yes/no question.
    await edited.getByRole('button', { name: `${t.delete} ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirmYes }).click();
    await page.getByRole('status').filter({ hasText: t.deleted }).first().waitFor();
    await edited.waitFor({ state: 'detached' });

    await visitor.page.goto('/');
    await visitor.page.locator('.hero-carousel__slide').first().waitFor({ state: 'attached' });
    expect(await visitor.page.locator('.hero-carousel').getByRole('img', { name: renamed }).count()).toBe(0);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
