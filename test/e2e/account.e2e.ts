import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, shopUrl } from './support/browser';
import { waitForValue } from '../../backend/test-support/wait-for';

/**
 * Register, log out and log in through the real pages, dragging the slide puzzle with the mouse.
 * The app runs with NODE_ENV=test, so each puzzle answer arrives in X-Test-Puzzle-Answer.
 */
function watchPuzzleAnswers(page: Page): () => number {
  let answer = NaN;
  page.on('response', (res) => {
    if (res.url().endsWith('/api/useridentify/puzzle')) answer = Number(res.headers()['x-test-puzzle-answer']);
  });
  return () => answer;
}

async function dragPuzzle(page: Page, answer: () => number, solvedText: string): Promise<void> {
  const handle = page.locator('.slide-puzzle__handle');
  await page.locator('.slide-puzzle__piece').waitFor();
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.slide-puzzle__handle')?.disabled);
  const box = await handle.boundingBox();
  if (!box) throw new Error('no puzzle handle');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + answer() / 2, y + 2, { steps: 5 });
  await page.mouse.move(x + answer(), y, { steps: 5 });
  await page.mouse.up();
  await page.locator('.slide-puzzle [role=status]', { hasText: solvedText }).waitFor();
}

async function mailedCode(email: string): Promise<string> {
  const code = (box: { data: { text: string }[] }) => box.data.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
  const box = await waitForValue(
    async () => (await (await fetch(`${shopUrl()}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] },
    (mailed) => code(mailed) !== undefined,
    10_000,
    `a code mailed to ${email}`,
  );
  return code(box) as string;
}

const TEXT = {
  zh: {
    email: '邮箱', password: '密码', confirm: '确认密码', code: '邮箱验证码', send: '获取验证码', register: '注册',
    solved: '验证成功', verified: '验证成功', welcome: '欢迎您', logout: '退出', loginLink: '登录', login: '登录',
    loggedIn: '登陆成功', emptyEmail: '请输入邮箱', emptyPassword: '请输入密码', inconsistent: '两次输入的密码不一致',
    wrong: '用户名或密码错误', pleaseLogin: '请您先登录',
  },
  en: {
    email: 'E-mail', password: 'Password', confirm: 'Confirm password', code: 'E-mail verification code', send: 'Send code', register: 'Register',
    solved: 'Verification successful', verified: 'Verification successful', welcome: 'Welcome', logout: 'Log out', loginLink: 'Log in', login: 'Log in',
    loggedIn: 'Login successful', emptyEmail: 'Please enter your e-mail', emptyPassword: 'Please enter your password',
    inconsistent: 'The two passwords are inconsistent', wrong: 'password error', pleaseLogin: 'Please log in first',
  },
} as const;

describe.each(['zh', 'en'] as const)('accounts through the pages (%s)', (language) => {
  const t = TEXT[language];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers with the puzzle and the mailed code, logs out, and logs back in', async () => {
    const { page, context, problems } = await openPage(browser, language);
    const answer = watchPuzzleAnswers(page);
    const email = `e2e-${language}-${Date.now()}@example.com`;
    const form = page.locator('form.account-form');

    await page.goto('/register');
    await form.getByLabel(t.email, { exact: true }).fill(email);
    await dragPuzzle(page, answer, t.solved);
    await form.getByRole('button', { name: t.send }).click();
    await form.getByRole('button', { name: /\d/ }).waitFor(); // the 60-second countdown
    const code = await mailedCode(email);
    await form.getByLabel(t.code).fill(code);
    await form.getByLabel(t.password, { exact: true }).fill('pw-e2e-1');
    await form.getByLabel(t.confirm).fill('pw-e2e-2');
    await form.getByRole('button', { name: t.register, exact: true }).click();
    await form.getByText(t.inconsistent).waitFor();
    await form.getByLabel(t.confirm).fill('pw-e2e-1');
    await form.getByRole('button', { name: t.register, exact: true }).click();

    await page.waitForURL('**/verifysuccess');
    await page.getByRole('heading', { name: t.verified }).waitFor();
    const username = email.split('@')[0];
    await page.locator('.account-bar__welcome', { hasText: username }).waitFor();
    expect(await page.locator('.account-bar__welcome').innerText()).toContain(t.welcome);

    await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.locator('.account-bar').getByRole('button', { name: t.logout }).click()]);
    await page.locator('.account-bar').getByRole('link', { name: t.loginLink }).waitFor();
    expect(await page.context().cookies()).not.toEqual(expect.arrayContaining([expect.objectContaining({ name: 'uid' })]));

    await page.goto('/shopcar');
    await page.waitForURL('**/login');
    await page.getByText(t.pleaseLogin).waitFor();
    await form.getByRole('button', { name: t.login, exact: true }).click();
    await form.getByText(t.emptyEmail).waitFor();
    await form.getByText(t.emptyPassword).waitFor();
    await form.getByLabel(t.email, { exact: true }).fill(email);
    await form.getByLabel(t.password, { exact: true }).fill('wrong');
    await form.getByRole('button', { name: t.login, exact: true }).click();
    await form.getByText(t.wrong).waitFor();
    await form.getByLabel(t.password, { exact: true }).fill('pw-e2e-1');
    await form.getByRole('button', { name: t.login, exact: true }).click();
    await form.getByText(t.loggedIn).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-bar__welcome', { hasText: username }).waitFor();

    const session = (await context.cookies()).find((c) => c.name === 'password');
    expect(session?.httpOnly).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
