import { screen, waitFor } from '@testing-library/react';
import type { DataAnswer, LoginAnswer, MdveAnswer, Puzzle, PuzzlePass, VerifyUserAnswer } from '@shop/contract';
import { renderPage } from '../../testing/renderPage';
import { none, ok, refused, type ApiAnswers } from '../../testing/fetchStandIn';
import ForgetPage from './ForgetPage';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import ResetPage from './ResetPage';
import VerifySuccessPage from './VerifySuccessPage';

const PUZZLE: Puzzle = { id: 'p-1', background: 'data:image/png;base64,AA==', piece: 'data:image/png;base64,AA==', y: 40, width: 400, height: 165, pieceSize: 51 };
const accountApi: ApiAnswers = {
  'GET /useridentify/puzzle': ok<DataAnswer<Puzzle>>({ data: PUZZLE }),
  'POST /useridentify/puzzle/check': (request) => (request.form.get('x') === '120' ? ok<PuzzlePass>({ pass: 'pass-1' }) : none({ message: '验证失败，请重试' })),
  'POST /useridentify/sendverify': ok<MdveAnswer>({ mdve: 'mdve-token' }),
  'POST /useridentify/forgotsendIdentify': ok<MdveAnswer>({ mdve: 'mdve-forgot' }),
  'POST /useridentify/register': ok<LoginAnswer>({ islogin: { username: 'wang', uid: 9, password: 'session' } }),
  'POST /useridentify/forgotpassword': ok<LoginAnswer>({ islogin: { username: 'wang', uid: 9 } }),
};
type Page = ReturnType<typeof renderPage>;

/** Drags the puzzle's handle `by` pixels to the right, as a hand does. */
async function slide(page: Page, by: number) {
  const handle = await screen.findByRole('button', { name: /^(拖动滑块|Slider)$/ });
  await waitFor(() => expect(handle).toBeEnabled());
  await page.user.pointer([
    { keys: '[MouseLeft>]', target: handle, coords: { clientX: 10 } },
    { target: handle, coords: { clientX: 10 + by } },
    { keys: '[/MouseLeft]', target: handle },
  ]);
}

describe('/login (spec section 8: code 300 is the wrong-password message, 200 is 登陆成功 and home)', () => {
  const open = (language: 'zh' | 'en', login = ok<LoginAnswer>({ islogin: { username: 'wang', uid: 9, password: 's' } })) =>
    renderPage(<LoginPage />, { language, url: '/login', route: '/login', api: { 'POST /useridentify/login': login } });

  it('asks for the e-mail and password before sending anything', async () => {
    const page = open('zh');
    await page.user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入邮箱')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(page.api.requests).toEqual([]);
  });

  it('logs in with the form the contract names, says 登陆成功, then goes home', async () => {
    const page = open('zh');
    await page.user.type(screen.getByRole('textbox', { name: '邮箱' }), ' wang@lab.example.cn ');
    await page.user.type(screen.getByLabelText('密码'), 'secret');
    await page.user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('status')).toHaveTextContent('登陆成功');
    expect(Object.fromEntries(page.api.requests[0].form)).toEqual({ email: 'wang@lab.example.cn', password: 'secret' });
    await waitFor(() => expect(page.address()).toBe('/'));
  });

  it('shows the server\'s wrong-password message on code 300, in English', async () => {
    const page = open('en', none({ message: 'Password error' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    await page.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'wang@lab.example.cn');
    await page.user.type(screen.getByLabelText('Password'), 'wrong');
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password error');
    expect(page.api.requests[0].language).toBe('en');
    expect(page.address()).toBe('/login');
  });
});

describe('/register and /forget (spec sections 4 and 5: puzzle, e-mailed code with its mdve token, password twice)', () => {
  it('refuses a code request before the puzzle is solved, and passwords that differ', async () => {
    const page = renderPage(<RegisterPage />, { url: '/register', route: '/register', api: accountApi });
    await page.user.type(screen.getByRole('textbox', { name: '邮箱' }), 'wang@lab.example.cn');
    await page.user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请先完成滑块验证')).toBeInTheDocument();
    await page.user.type(screen.getByLabelText('密码'), 'secret1');
    await page.user.type(screen.getByLabelText('确认密码'), 'secret2');
    await page.user.type(screen.getByRole('textbox', { name: '邮箱验证码' }), '123456');
    await page.user.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(page.api.requests.filter((r) => r.method === 'POST' && r.path !== '/useridentify/puzzle/check')).toEqual([]);
  });

  it('a wrong drop fails the puzzle and loads a new one; a right one passes, the code is sent, and registration carries its mdve', async () => {
    const page = renderPage(<RegisterPage />, { url: '/register', route: '/register', api: accountApi });
    await slide(page, 60);
    expect(await screen.findByText('验证失败，请重试')).toBeInTheDocument();
    await waitFor(() => expect(page.api.requests.filter((r) => r.path === '/useridentify/puzzle')).toHaveLength(2));
    await slide(page, 120);
    expect(await screen.findAllByText('验证成功')).not.toHaveLength(0);
    await page.user.type(screen.getByRole('textbox', { name: '邮箱' }), 'wang@lab.example.cn');
    await page.user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至您的邮箱，10 分钟内有效')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    const sent = page.api.requests.find((r) => r.path === '/useridentify/sendverify')!;
    expect(Object.fromEntries(sent.form)).toEqual({ email: 'wang@lab.example.cn', puzzlepass: 'pass-1' });
    await page.user.type(screen.getByRole('textbox', { name: '邮箱验证码' }), '123456');
    await page.user.type(screen.getByLabelText('密码'), 'secret1');
    await page.user.type(screen.getByLabelText('确认密码'), 'secret1');
    await page.user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(page.address()).toBe('/verifysuccess'));
    const registered = page.api.requests.find((r) => r.path === '/useridentify/register')!;
    expect(Object.fromEntries(registered.form)).toEqual({ email: 'wang@lab.example.cn', password: 'secret1', verify: '123456' });
    expect(registered.headers.get('mdve')).toBe('mdve-token');
  });

  it('/forget asks for the code through forgotsendIdentify, resets the password, then shows /reset; a refused code shows why', async () => {
    const page = renderPage(<ForgetPage />, {
      language: 'en',
      url: '/forget',
      route: '/forget',
      api: { ...accountApi, 'POST /useridentify/forgotpassword': refused(400, { message: 'The code is wrong or has expired' }) },
    });
    await slide(page, 120);
    await page.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'wang@lab.example.cn');
    await page.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(page.api.requests.some((r) => r.path === '/useridentify/forgotsendIdentify')).toBe(true));
    await page.user.type(screen.getByRole('textbox', { name: 'E-mail verification code' }), '654321');
    await page.user.type(screen.getByLabelText('New password'), 'new-secret');
    await page.user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await page.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The code is wrong or has expired')).toBeInTheDocument();
    expect(page.api.requests.find((r) => r.path === '/useridentify/forgotpassword')!.headers.get('mdve')).toBe('mdve-forgot');
    expect(page.address()).toBe('/forget');
  });
});

describe('the pages after: /reset and /verifysuccess', () => {
  it('/reset only leads to /login, in zh and en', () => {
    renderPage(<ResetPage />, { url: '/reset' });
    expect(screen.getByRole('status')).toHaveTextContent('密码已重置');
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
    document.body.replaceChildren();
    renderPage(<ResetPage />, { language: 'en', url: '/reset' });
    expect(screen.getByRole('link', { name: /log in/i })).toHaveAttribute('href', '/login');
  });

  it('/verifysuccess welcomes the user by the verify-user answer\'s name', async () => {
    renderPage(<VerifySuccessPage />, { url: '/verifysuccess', api: { 'POST /useridentify/verifyuser': ok<VerifyUserAnswer>({ islogin: { username: '王小明' } }) } });
    expect(await screen.findByText('邮箱验证成功，欢迎您，王小明！')).toBeInTheDocument();
  });
});
