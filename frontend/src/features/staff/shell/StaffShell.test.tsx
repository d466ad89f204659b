import { screen, waitFor } from '@testing-library/react';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { refused } from '../../../testing/fetchStandIn';
import { StaffShell } from './StaffShell';

const open = (language: 'zh' | 'en', api = STAFF_ACCESS) => renderPage(<StaffShell title="Desk">{<p>desk body</p>}</StaffShell>, { language, url: '/admin/x', route: '/admin/x', api });

describe('the staff area\'s frame (StaffShell): what it shows to whom', () => {
  it('shows staff the menu with the pending reviews\' badge, and the desk', async () => {
    open('zh');
    const menu = await screen.findByRole('navigation', { name: /员工|后台|菜单/ });
    expect(menu).toHaveTextContent('评价审核 1');
    expect(screen.getByRole('link', { name: /订单处理/ })).toHaveAttribute('href', '/admin/orders');
    expect(screen.getByText('desk body')).toBeInTheDocument();
  });

  it('sends a visitor (401) to /login with 请您先登录', async () => {
    const page = open('zh', { ...STAFF_ACCESS, 'GET /admininfo/reviews': refused(401, { message: '请您先登录' }) });
    await waitFor(() => expect(page.address()).toBe('/login'));
    expect(screen.getByRole('alert')).toHaveTextContent('请您先登录');
  });

  it('tells a customer (403) the area is for staff, in English too, and shows no desk', async () => {
    open('en', { ...STAFF_ACCESS, 'GET /admininfo/reviews': refused(403, { message: 'Staff only' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(/staff/i);
    expect(screen.queryByText('desk body')).not.toBeInTheDocument();
  });
});
