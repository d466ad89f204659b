import { screen, waitFor, within } from '@testing-library/react';
import type { RequirementRow, StaffPage } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { ok, type ApiAnswers } from '../../../testing/fetchStandIn';
import RequirementInboxPage from './RequirementInboxPage';

const NEW: RequirementRow = { id: 3, email: 'wang@lab.example.cn', antibodyname: 'p-AKT1 (Ser473)', apply: ['WB', 'IF/IC'], resource: ['Mouse'], description: '需要磷酸化抗体', language: 'zh', mailed: false, handled: false, committime: '2026-11-20T08:00:00.000Z' };
const DONE: RequirementRow = { ...NEW, id: 2, email: '', antibodyname: 'CD4', apply: [], resource: [], description: '', mailed: true, handled: true };
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) => {
  let handled = false;
  return renderPage(<RequirementInboxPage />, {
    language,
    url: '/admin/requirements',
    route: '/admin/requirements',
    api: {
      ...STAFF_ACCESS,
      'GET /admininfo/requirements': () => ok<StaffPage<RequirementRow>>({ data: [{ ...NEW, handled }, DONE], total: 2, pagesize: 20 }),
      'POST /admininfo/requirements/3/handled': () => ((handled = true), ok({})),
      ...answers,
    },
  });
};

describe('/admin/requirements, the requirement inbox', () => {
  it('lists the requirement forms with what they asked, a form whose mail did not go out marked, and marks one handled', async () => {
    const page = open('zh');
    const row = (await screen.findByText('p-AKT1 (Ser473)')).closest('tr')!;
    expect(row).toHaveTextContent('WB, IF/IC');
    expect(row).toHaveTextContent('邮件未发出');
    expect(within(row).getByRole('link', { name: 'wang@lab.example.cn' })).toHaveAttribute('href', 'mailto:wang@lab.example.cn');
    expect(screen.getByText('CD4').closest('tr')).toHaveTextContent('已处理');
    await page.user.click(within(row).getByRole('button', { name: '标记为已处理' }));
    await waitFor(() => expect(within(row).queryByRole('button')).not.toBeInTheDocument());
    expect(row).toHaveTextContent('已处理');
    expect(page.api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/admininfo/requirements/3/handled']);
  });

  it('says when the inbox is empty, in English', async () => {
    open('en', { 'GET /admininfo/requirements': ok<StaffPage<RequirementRow>>({ data: [], total: 0, pagesize: 20 }) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Product requirements');
    expect(await screen.findByText('No product requirements yet.')).toBeInTheDocument();
  });
});
