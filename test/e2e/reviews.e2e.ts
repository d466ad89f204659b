import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, shopUrl } from './support/browser';
import { ApiUser, logIn, registerByApi, someProduct, testPicture } from './reviews-support';

const TEXT = {
  zh: {
    catno: '货号', lot: '批号', first: '名', last: '姓', country: '国家/地区', email: '电子邮箱', institution: '单位/大学',
    picture: '上传实验图片', specification: '实验说明（样本、条件、结果）', dilution: '一抗稀释比例',
    mouse: '小鼠', other: '其他', otherSpecies: '其他种属', tissue: '组织', wb: 'Western Blot（WB）',
    ensure: '请确保以上提供的信息全部真实，并对可能产生的一切后果承担责任。', submit: '提交评价',
    incomplete: '请填写完成所有信息!', missingPicture: '请上传一张实验图片', badEmail: '请填写有效的电子邮箱地址', tickStatement: '请勾选声明', pleaseLogin: '请您先登录', success: '正在等待工作人员审核', uploaded: '已上传',
    contact: '联系我们', findDistributor: '查找您所在省份的经销商', province: '江苏省', nameColumn: '经销商名称',
    countColumn: '序号', websites: '经销商网站', requirementEmail: '邮箱', antibody: '抗体名称', send: '提交', thanks: '感谢您的反馈',
  },
  en: {
    catno: 'Catalog Number', lot: 'Lot Number', first: 'First Name', last: 'Last Name', country: 'Country', email: 'Email Address',
    institution: 'Institution/University', picture: 'Upload Any Images', specification: 'Specification (sample, conditions, result)',
    dilution: 'Primary Antibody Dilution', mouse: 'Mouse', other: 'Else', otherSpecies: 'Other species', tissue: 'Tissue', wb: 'Western Blot',
    ensure: 'Please ensure that the information provided above is all true, and take responsibility for any possible consequences.',
    submit: 'Submit review', incomplete: 'Please fill in all the information!', missingPicture: 'Please upload a picture', badEmail: 'Please enter a valid e-mail address', tickStatement: 'Please tick the statement', pleaseLogin: 'Please log in first',
    success: 'awaiting staff review', uploaded: 'Uploaded', contact: 'Contact us', findDistributor: 'Find a distributor in your province',
    province: 'Jiangsu', nameColumn: 'Name', countColumn: 'No.', websites: 'Distributor websites', requirementEmail: 'E-mail',
    antibody: 'Antibody name', send: 'Submit', thanks: 'Thank you!',
  },
} as const;

describe.each(['zh', 'en'] as const)('review form, contact page and requirement form (%s)', (language) => {
  const t = TEXT[language];
  let browser: Browser;
  let customer: ApiUser;
  let product: { pid: number; catno: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await registerByApi(`review-${language}`);
    product = await someProduct();
  });
  afterAll(() => browser.close());

  it('sends visitors without pid home and logged-out visitors to /login with 请您先登录', async () => {
    const { page, context } = await openPage(browser, language);
    await page.goto('/comment');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/comment/?pid=${product.pid}`);
    await page.waitForURL('**/login');
    await page.getByRole('alert').filter({ hasText: t.pleaseLogin }).waitFor();
    await page.goto('/commentsuccess');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('checks the form, then submits a review with a picture and lands on the success page', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, customer);
    await page.goto(`/comment/?pid=${product.pid}`);
    const form = page.locator('.review-form form');
    // Required labels end with a '*' marker.
    const field = (label: string) => form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));
    const catno = field(t.catno);
    await page.waitForFunction((value) => (document.querySelector('#review-CatalogNumber') as HTMLInputElement | null)?.value === value, product.catno);
    expect(await catno.getAttribute('readonly')).not.toBeNull();

    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('alert').filter({ hasText: t.incomplete }).waitFor();
    // Issue 31: each missing field says so next to it.
    await page.getByTestId('error-UploadAnyImages').filter({ hasText: t.missingPicture }).waitFor();

    await field(t.lot).fill('LOT-42');
    await field(t.first).fill('Mei');
    await field(t.last).fill('Lin');
    await field(t.country).selectOption('China');
    // Issue 31: an e-mail that is not one is named next to its field.
    await field(t.email).fill('测试');
    await field(t.institution).fill('Peking University');
    await form.getByLabel(t.wb).check();
    const otherSpecies = form.getByLabel(t.otherSpecies);
    expect(await otherSpecies.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: t.other, exact: true }).check();
    expect(await otherSpecies.isDisabled()).toBe(false);
    await page.getByRole('radio', { name: t.mouse, exact: true }).check();
    expect(await otherSpecies.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: t.tissue, exact: true }).check();
    await field(t.specification).fill('Strong membrane staining in FFPE mouse kidney.');
    await field(t.dilution).fill('1:200');
    await field(t.picture).setInputFiles({ name: 'kidney.png', mimeType: 'image/png', buffer: await testPicture() });
    await page.getByRole('status').filter({ hasText: t.uploaded }).waitFor();

    // Everything but the statement (and a wrong e-mail): still incomplete, both named at their fields.
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('alert').filter({ hasText: t.incomplete }).waitFor();
    await page.getByTestId('error-EmailAddress').filter({ hasText: t.badEmail }).waitFor();
    await page.getByTestId('error-ensureCheck').filter({ hasText: t.tickStatement }).waitFor();
    expect(await page.getByTestId('error-UploadAnyImages').count()).toBe(0);
    await field(t.email).fill(customer.email);
    await form.getByLabel(t.ensure).check();
    await page.getByRole('button', { name: t.submit }).click();
    await page.waitForURL((url) => url.pathname === '/commentsuccess' && url.searchParams.get('catno') === product.catno);
    await page.getByText(t.success).waitFor();
    expect(problems.filter((p) => !p.includes('/api/'))).toEqual([]);

    // Pending reviews are not public.
    const shown = await (await fetch(`${shopUrl()}/api/comment/showcomment/?pid=${product.pid}`)).json();
    expect(shown.data.map((r: { firstname: string }) => r.firstname)).not.toContain('Mei');
    await context.close();
  });

  it('/link?province= pre-selects the province, opens the distributor panel and shows the company details', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto(`/link?province=${encodeURIComponent('江苏省')}`);
    await page.getByRole('heading', { level: 1, name: t.contact }).waitFor();
    const panel = page.locator('details.link-page__panel');
    await page.getByRole('columnheader', { name: t.nameColumn }).waitFor();
    expect(await panel.getAttribute('open')).not.toBeNull();
    expect(await panel.locator('select').inputValue()).toBe(t.province);
    await page.getByRole('columnheader', { name: t.countColumn }).waitFor();
    expect(await page.locator('.link-page__table tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('.link-page__company').innerText()).toContain('@');
    await page.getByRole('heading', { name: t.websites }).waitFor();
    expect(problems).toEqual([]);

    await page.goto('/link');
    await page.getByRole('heading', { level: 1, name: t.contact }).waitFor();
    expect(await page.locator('details.link-page__panel').getAttribute('open')).toBeNull();
    await context.close();
  });

  it('/xuqiu stores the requirement and goes to /hot with a thank-you message', async () => {
    const { page, context } = await openPage(browser, language);
    await page.goto('/xuqiu');
    await page.getByLabel(t.requirementEmail).fill(`lab-${language}@example.edu`);
    await page.getByLabel(t.antibody).fill(`Anti-FOXP3 ${language}`);
    await page.getByLabel('IHC-p').check();
    await page.getByRole('button', { name: t.send, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/hot');
    await page.getByRole('status').filter({ hasText: t.thanks }).waitFor();
    await context.close();
  });
});
