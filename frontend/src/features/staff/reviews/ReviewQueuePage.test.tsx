import { screen, waitFor, within } from '@testing-library/react';
import type { QueuedReview, StaffPage } from '@shop/contract';
import { PENDING_REVIEW, STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { ok, refused, type ApiAnswers, type SeenRequest } from '../../../testing/fetchStandIn';
import ReviewQueuePage from './ReviewQueuePage';

const APPROVED: QueuedReview = { ...PENDING_REVIEW, id: 42, status: 'approved', reply: { content: '感谢您的评价', replytime: '2026-11-21T08:00:00.000Z' } };
const queue = (request: SeenRequest) =>
  ok<StaffPage<QueuedReview>>(request.query.get('status') === 'approved' ? { data: [APPROVED], total: 1, pagesize: 20 } : request.query.get('status') === 'rejected' ? { data: [], total: 0, pagesize: 20 } : { data: [PENDING_REVIEW], total: 45, pagesize: 20 });
const api: ApiAnswers = {
  ...STAFF_ACCESS,
  'GET /admininfo/reviews': queue,
  'POST /admininfo/reviews/41/approve': ok({}),
  'POST /admininfo/reviews/41/reject': ok({}),
  'POST /admininfo/reviews/41/reply': ok({}),
};
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) => renderPage(<ReviewQueuePage />, { language, url: '/admin/reviews', route: '/admin/reviews', api: { ...api, ...answers } });

describe('/admin/reviews, the review queue', () => {
  it('shows a pending review with the reviewer\'s choices in the form\'s Chinese words', async () => {
    const page = open('zh');
    const card = await screen.findByRole('article', { name: /AKT1 Rabbit Monoclonal Antibody/ });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('评价审核');
    expect(card).toHaveTextContent('Western Blot（WB）、ELISA');
    expect(card).toHaveTextContent('细胞');
    expect(within(card).getByRole('img', { name: '客户上传的实验图片' })).toHaveAttribute('src', '/uploads/reviews/5-101-blot.png');
    expect(screen.getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
    // 45 pending at 20 a page.
    expect(screen.getByText(/1.*3/, { selector: '.staff-pager span' })).toBeInTheDocument();
    expect(page.api.unanswered).toEqual([]);
  });

  it('approves, rejects and replies through the calls of the review\'s id', async () => {
    const page = open('en');
    const card = await screen.findByRole('article', { name: /AKT1/ });
    expect(card).toHaveTextContent('Cell');
    await page.user.click(within(card).getByRole('button', { name: 'Approve' }));
    await page.user.click(within(card).getByRole('button', { name: 'Reject' }));
    await page.user.type(within(card).getByRole('textbox'), 'Thank you for the data!');
    await page.user.click(within(card).getByRole('button', { name: 'Save reply' }));
    expect(await within(card).findByRole('status')).toBeInTheDocument();
    const changes = page.api.requests.filter((r) => r.method === 'POST');
    expect(changes.map((r) => r.path)).toEqual(['/admininfo/reviews/41/approve', '/admininfo/reviews/41/reject', '/admininfo/reviews/41/reply']);
    expect(changes[2].form.get('content')).toBe('Thank you for the data!');
  });

  it('switches to the decided reviews (an approved one can still be rejected) and says when a tab is empty', async () => {
    const page = open('zh');
    await screen.findByRole('article');
    await page.user.click(screen.getByRole('tab', { name: '已通过' }));
    const card = await screen.findByRole('article', { name: /AKT1/ });
    await waitFor(() => expect(within(card).queryByRole('button', { name: '通过' })).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: '拒绝' })).toBeInTheDocument();
    expect(within(card).getByRole('textbox')).toHaveValue('感谢您的评价');
    await page.user.click(screen.getByRole('tab', { name: '已拒绝' }));
    expect(await screen.findByText('没有评价。')).toBeInTheDocument();
  });

  it('says when a change was refused', async () => {
    const page = open('zh', { 'POST /admininfo/reviews/41/reply': refused(400, { message: 'too long' }) });
    const card = await screen.findByRole('article');
    await page.user.type(within(card).getByRole('textbox'), '谢谢');
    await page.user.click(within(card).getByRole('button', { name: '保存回复' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('操作失败');
  });
});
