import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, shopUrl } from './support/browser';
import { ApiUser, logIn, makeStaff, registerByApi, someProduct, submitReviewByApi } from './reviews-support';

const TEXT = {
  zh: {
    staffOnly: '仅限工作人员访问。', reviews: '评价审核', approve: '通过', reply: '回复客户', saveReply: '保存回复', saved: '已保存',
    promotions: '促销活动', newPromotion: '新建活动', nameZh: '活动名称（中文）', nameEn: '活动名称（英文）', save: '保存', uploaded: '上传成功',
    requirements: '产品需求', orders: '订单处理', queues: '任务队列', pleaseLogin: '请您先登录',
    // The review's choices (WESTERN BLOT, Human, cell as stored) as the page's language names them (issue 35).
    choices: ['Western Blot（WB）', '人', '细胞'],
  },
  en: {
    staffOnly: 'This area is for staff only.', reviews: 'Review moderation', approve: 'Approve', reply: 'Reply to the customer',
    saveReply: 'Save reply', saved: 'Saved', promotions: 'Promotions', newPromotion: 'New promotion', nameZh: 'Promotion name (Chinese)', nameEn: 'Promotion name (English)',
    save: 'Save', uploaded: 'Uploaded successfully', requirements: 'Product requirements', orders: 'Order desk', queues: 'Job queues',
    pleaseLogin: 'Please log in first',
    choices: ['Western Blot', 'Human', 'Cell'],
  },
} as const;

describe.each(['zh', 'en'] as const)('staff area (%s)', (language) => {
  const t = TEXT[language];
  let browser: Browser;
  let customer: ApiUser;
  let staff: ApiUser;
  let product: { pid: number; catno: string };
  const reviewer = `Staffcheck${language}${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    [customer, staff, product] = await Promise.all([registerByApi(`cust-${language}`), registerByApi(`staff-${language}`), someProduct()]);
    await makeStaff(staff);
    await submitReviewByApi(customer, product, reviewer);
  });
  afterAll(() => browser.close());

  it('sends visitors to /login and refuses customers', async () => {
    const { page, context } = await openPage(browser, language);
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await logIn(context, customer);
    await page.goto('/admin/reviews');
    await page.getByRole('alert').filter({ hasText: t.staffOnly }).waitFor();
    await context.close();
  });

  it('approves a pending review and replies; the product page call then shows it with the reply', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto('/admin');
    await page.waitForURL('**/admin/reviews');
    const nav = page.locator('.staff-area__nav');
    for (const name of [t.reviews, t.promotions, t.requirements, t.orders, t.queues]) await nav.getByRole('link', { name }).first().waitFor();

    const card = page.locator('article.review-card', { hasText: reviewer });
    await card.waitFor();
    const choices = async (where: typeof card) => (await where.locator('dd').allInnerTexts()).map((text) => text.trim());
    expect(await choices(card)).toEqual(expect.arrayContaining([...t.choices]));
    await card.getByLabel(t.reply).fill(`Thanks ${reviewer}`);
    await card.getByRole('button', { name: t.saveReply }).click();
    await card.getByRole('status').filter({ hasText: t.saved }).waitFor();
    await card.getByRole('button', { name: t.approve }).click();
    await card.waitFor({ state: 'detached' });

    const shown = await (await fetch(`${shopUrl()}/api/comment/showcomment/?pid=${product.pid}`)).json();
    const review = shown.data.find((r: { firstname: string }) => r.firstname === reviewer);
    expect(review.reply.content).toBe(`Thanks ${reviewer}`);
    // The product page's review block names the choices as the queue does.
    await page.goto(`/production/${product.pid}`);
    const block = page.locator('.review', { hasText: reviewer });
    await block.waitFor();
    expect(await choices(block)).toEqual(expect.arrayContaining([...t.choices]));
    expect(problems).toEqual([]);
    await context.close();
  });

  // A new promotion, so the seeded ones other journeys read stay as they are.
  it('creates a promotion with the rich-text editor; /texttemp shows it', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto('/admin/promotions');
    await page.getByRole('link', { name: t.newPromotion }).click();
    await page.waitForURL('**/textedit/new');
    const name = `E2E offer ${language} ${Date.now() % 100000}`;
    await page.getByLabel(t.nameZh).fill(`测试活动 ${language}`);
    await page.getByLabel(t.nameEn).fill(name);
    const editor = page.locator('#promotion-body-en');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(`Fresh English text ${language}`);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await page.waitForURL(/\/textedit\/\d+$/);
    await page.getByRole('status').filter({ hasText: t.uploaded }).waitFor();
    const textid = page.url().split('/').pop();

    const stored = await (await fetch(`${shopUrl()}/api/recinfo/homepagerectext/?textid=${textid}`)).json();
    expect(stored.data.textname_en).toBe(name);
    expect(stored.data.textedit_en).toContain(`Fresh English text ${language}`);

    const reader = await openPage(browser, 'en');
    await reader.page.goto(`/texttemp/${textid}`);
    await reader.page.getByRole('heading', { level: 1, name }).waitFor();
    await reader.page.getByText(`Fresh English text ${language}`).waitFor();
    await reader.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
