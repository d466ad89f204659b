import { screen, waitFor, within } from '@testing-library/react';
import type { DataAnswer, MdveAnswer, OrderList, Profile } from '@shop/contract';
import { HOME_ADDRESS } from '../../testing/fixtures/ordering';
import { renderPage } from '../../testing/renderPage';
import { none, ok, refused, type ApiAnswers } from '../../testing/fetchStandIn';
import MyAccountPage from './MyAccountPage';

const PROFILE: Profile = { username: '王小明', email: 'wang@lab.example.cn', organisation: '复旦大学', phone: '13800000000' };
const api: ApiAnswers = {
  'POST /accountinfo/profile': ok<DataAnswer<Profile>>({ data: PROFILE }),
  'POST /accountinfo/updateprofile': (request) => ok<DataAnswer<Profile>>({ data: { ...PROFILE, ...Object.fromEntries(request.form) } }),
  'POST /accountinfo/changepassword': ok({}),
  'POST /accountinfo/changeemailsend': ok<MdveAnswer>({ mdve: 'mdve-email' }),
  'POST /accountinfo/changeemail': ok<DataAnswer<Profile>>({ data: { ...PROFILE, email: 'new@lab.example.cn' } }),
  'POST /addrinfo/showaddress': ok({ data: [HOME_ADDRESS] }),
  'POST /orderinfo/showallorder': none<OrderList>({ orderinfo: [] }),
  'GET /vocabularies': ok({ data: {} }),
};
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) => renderPage(<MyAccountPage />, { language, url: '/account', route: '/account', api: { ...api, ...answers } });
const form = (name: string) => screen.getByRole('form', { name });
const posted = (page: ReturnType<typeof open>, path: string) => page.api.requests.filter((r) => r.path === path).map((r) => Object.fromEntries(r.form));

describe('/account, my account (issue 31)', () => {
  it('shows the profile, the address book and the sections in Chinese', async () => {
    const page = open('zh');
    expect(await screen.findByTestId('profile-email')).toHaveTextContent('wang@lab.example.cn');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我的账户');
    expect(within(form('个人资料')).getByRole('textbox', { name: '姓名' })).toHaveValue('王小明');
    expect(await screen.findByText(/王小明.*13800000000|张江路 88 号/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的收藏与清单' })).toHaveAttribute('href', '/lists');
    expect(page.api.unanswered).toEqual([]);
  });

  it('in English, and asks a visitor (401) to log in', async () => {
    open('en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('My account');
    document.body.replaceChildren();
    open('zh', { 'POST /accountinfo/profile': refused(401, { message: '请您先登录' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('请您先登录');
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });

  it('refuses an empty name and a phone of letters; saves the profile form the contract names', async () => {
    const page = open('zh');
    const profile = await screen.findByRole('form', { name: '个人资料' });
    const name = within(profile).getByRole('textbox', { name: '姓名' });
    await page.user.clear(name);
    await page.user.click(within(profile).getByRole('button', { name: '保存资料' }));
    expect(within(profile).getByText('请填写姓名')).toBeInTheDocument();
    await page.user.type(name, '王大明');
    const phone = within(profile).getByRole('textbox', { name: '电话' });
    await page.user.clear(phone);
    await page.user.type(phone, 'call me');
    await page.user.click(within(profile).getByRole('button', { name: '保存资料' }));
    expect(within(profile).getByText('电话号码只能包含数字、空格和 + - ( )，且至少 5 位数字')).toBeInTheDocument();
    expect(posted(page, '/accountinfo/updateprofile')).toEqual([]);
    await page.user.clear(phone);
    await page.user.type(phone, '+86 21 5555 0000');
    await page.user.click(within(profile).getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(posted(page, '/accountinfo/updateprofile')).toEqual([{ username: '王大明', organisation: '复旦大学', phone: '+86 21 5555 0000' }]));
  });

  it('shows a refused field next to it (the server names it)', async () => {
    const page = open('en', { 'POST /accountinfo/changepassword': refused(400, { message: 'The current password is wrong', field: 'oldpassword' }) });
    const password = await screen.findByRole('form', { name: 'Change password' });
    await page.user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByText('Please enter your current password')).toBeInTheDocument();
    expect(posted(page, '/accountinfo/changepassword')).toEqual([]);
    await page.user.type(within(password).getByLabelText('Current password'), 'old');
    await page.user.type(within(password).getByLabelText('New password'), 'new-1');
    await page.user.type(within(password).getByLabelText('Confirm new password'), 'new-2');
    await page.user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByText('The two passwords are inconsistent')).toBeInTheDocument();
    await page.user.clear(within(password).getByLabelText('Confirm new password'));
    await page.user.type(within(password).getByLabelText('Confirm new password'), 'new-1');
    await page.user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('The current password is wrong')).toBeInTheDocument();
    expect(posted(page, '/accountinfo/changepassword')).toEqual([{ oldpassword: 'old', password: 'new-1' }]);
  });

  it('changes the e-mail in two steps: the code to the new address, then the code with its mdve token', async () => {
    const page = open('zh');
    const email = await screen.findByRole('form', { name: '修改邮箱' });
    await page.user.type(within(email).getByLabelText('新邮箱'), 'not-an-address');
    await page.user.type(within(email).getByLabelText('当前密码'), 'secret');
    await page.user.click(within(email).getByRole('button', { name: '发送验证码到新邮箱' }));
    expect(within(email).getByText('请输入正确的邮箱地址')).toBeInTheDocument();
    await page.user.clear(within(email).getByLabelText('新邮箱'));
    await page.user.type(within(email).getByLabelText('新邮箱'), 'new@lab.example.cn');
    await page.user.click(within(email).getByRole('button', { name: '发送验证码到新邮箱' }));
    const confirm = await screen.findByRole('form', { name: '修改邮箱' });
    expect(await within(confirm).findByText('验证码已发送到 new@lab.example.cn，10 分钟内有效')).toBeInTheDocument();
    expect(posted(page, '/accountinfo/changeemailsend')).toEqual([{ password: 'secret', email: 'new@lab.example.cn' }]);
    await page.user.type(within(confirm).getByRole('textbox', { name: '邮箱验证码' }), '12ab');
    await page.user.click(within(confirm).getByRole('button', { name: '确认修改' }));
    expect(within(confirm).getByText('请输入 6 位验证码')).toBeInTheDocument();
    await page.user.clear(within(confirm).getByRole('textbox', { name: '邮箱验证码' }));
    await page.user.type(within(confirm).getByRole('textbox', { name: '邮箱验证码' }), '123456');
    await page.user.click(within(confirm).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('邮箱已修改，请使用新邮箱登录')).toBeInTheDocument();
    const changed = page.api.requests.find((r) => r.path === '/accountinfo/changeemail')!;
    expect(Object.fromEntries(changed.form)).toEqual({ verify: '123456' });
    expect(changed.headers.get('mdve')).toBe('mdve-email');
  });
});
