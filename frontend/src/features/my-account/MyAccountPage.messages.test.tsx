import { screen, waitFor, within } from '@testing-library/react';
import type { Profile } from '@shop/contract';
import { HOME_ADDRESS } from '../../testing/fixtures/ordering';
import { renderPage } from '../../testing/renderPage';
import { none, ok } from '../../testing/fetchStandIn';
import MyAccountPage from './MyAccountPage';

const PROFILE: Profile = { username: '李研', email: 'liyan@example.com', organisation: '复旦大学', phone: '' };

/** The account page with a profile the server keeps: a save changes what the next read answers, as the server would. */
function open(language: 'zh' | 'en', changePassword = ok({})) {
  let saved = PROFILE;
  return renderPage(<MyAccountPage />, {
    language,
    url: '/account',
    route: '/account',
    api: {
      'POST /accountinfo/profile': () => ok({ data: saved }),
      'POST /accountinfo/updateprofile': (request) => {
        saved = { ...saved, username: request.form.get('username') ?? '', organisation: request.form.get('organisation') ?? '', phone: request.form.get('phone') ?? '' };
        return ok({ data: saved });
      },
      'POST /accountinfo/changepassword': changePassword,
      'POST /addrinfo/showaddress': ok({ data: [HOME_ADDRESS] }),
      'POST /orderinfo/showallorder': ok({ orderinfo: [] }),
    },
  });
}

const form = (name: RegExp) => within(screen.getByRole('form', { name }));

describe('/account, my account (issue 48: success messages)', () => {
  it.each([
    ['zh', /个人资料/, '单位', '保存资料', '资料已保存'],
    ['en', /Profile/, 'Organisation', 'Save profile', 'Profile saved'],
  ] as const)('says the profile was saved, beside the button, until the next edit (%s)', async (language, title, field, save, saved) => {
    const page = open(language);
    const organisation = await screen.findByRole('textbox', { name: field });
    await page.user.clear(organisation);
    await page.user.type(organisation, '复旦大学 生命科学学院');
    await page.user.click(form(title).getByRole('button', { name: save }));
    // The form starts again from the saved profile; the message is still there.
    await waitFor(() => expect(form(title).getByRole('status')).toHaveTextContent(saved));
    expect(screen.getByRole('textbox', { name: field })).toHaveValue('复旦大学 生命科学学院');
    expect(page.api.requests.filter((r) => r.path === '/accountinfo/updateprofile')).toHaveLength(1);
    await page.user.type(screen.getByRole('textbox', { name: field }), '!');
    expect(form(title).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['zh', /修改密码/, ['当前密码', '新密码', '确认新密码'], '修改密码', '密码已修改，其他设备上的登录已退出'],
    ['en', /Change password/, ['Current password', 'New password', 'Confirm new password'], 'Change password', 'Password changed; your other logins have ended'],
  ] as const)('says the password was changed, beside the button (%s)', async (language, title, labels, submit, changed) => {
    const page = open(language);
    await screen.findByRole('textbox', { name: language === 'zh' ? '单位' : 'Organisation' });
    const passwordForm = form(title);
    await page.user.type(passwordForm.getByLabelText(labels[0]), 'old-secret');
    await page.user.type(passwordForm.getByLabelText(labels[1]), 'new-secret-48');
    await page.user.type(passwordForm.getByLabelText(labels[2]), 'new-secret-48');
    await page.user.click(passwordForm.getByRole('button', { name: submit }));
    await waitFor(() => expect(passwordForm.getByRole('status')).toHaveTextContent(changed));
    // The fields are emptied; the change went once.
    expect(passwordForm.getByLabelText(labels[0])).toHaveValue('');
    expect(page.api.requests.filter((r) => r.path === '/accountinfo/changepassword').map((r) => r.form.get('password'))).toEqual(['new-secret-48']);
  });

  it('says nothing was changed when the server refuses the current password', async () => {
    const page = open('zh', none({ message: '当前密码不正确' }));
    await screen.findByRole('textbox', { name: '单位' });
    const passwordForm = form(/修改密码/);
    await page.user.type(passwordForm.getByLabelText('当前密码'), 'wrong');
    await page.user.type(passwordForm.getByLabelText('新密码'), 'new-secret-48');
    await page.user.type(passwordForm.getByLabelText('确认新密码'), 'new-secret-48');
    await page.user.click(passwordForm.getByRole('button', { name: '修改密码' }));
    await passwordForm.findByText('当前密码不正确');
    expect(passwordForm.queryByRole('status')).not.toBeInTheDocument();
  });
});
