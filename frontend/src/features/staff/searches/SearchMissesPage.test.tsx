import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchMissesAnswer } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { ok, refused, type ApiAnswers, type SeenRequest } from '../../../testing/fetchStandIn';
import SearchMissesPage from './SearchMissesPage';

const misses = (request: SeenRequest) =>
  ok<SearchMissesAnswer>({
    from: request.query.get('from')!,
    to: request.query.get('to')!,
    data: request.query.get('from') === '2026-01-01' ? [] : [{ text: '波形蛋白抗体', searches: 12, lastseen: '2026-11-20T08:00:00.000Z', variants: [] }, { text: 'pakt ser473', searches: 3, lastseen: '2026-11-19T08:00:00.000Z', variants: [] }],
  });
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) =>
  renderPage(<SearchMissesPage />, { language, url: '/admin/searches', route: '/admin/searches', api: { ...STAFF_ACCESS, 'GET /admininfo/search-misses': misses, ...answers } });
const asked = (page: ReturnType<typeof open>) => page.api.requests.filter((r) => r.path === '/admininfo/search-misses').at(-1)!.query;

describe('/admin/searches, searches that found nothing (issue 23)', () => {
  it('lists this week\'s misses, most searched first, with the CSV of the same period', async () => {
    const page = open('zh');
    expect(await screen.findByText('波形蛋白抗体')).toBeInTheDocument();
    expect(screen.getByText('波形蛋白抗体').closest('tr')).toHaveTextContent('12');
    const { from, to } = Object.fromEntries(asked(page));
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    expect(asked(page).get('limit')).toBe('200');
    expect(screen.getByRole('link', { name: '导出 CSV' })).toHaveAttribute('href', `/api/admininfo/search-misses?from=${from}&to=${to}&limit=1000&format=csv`);
  });

  it('asks again for another period, and says when it had none (English)', async () => {
    const page = open('en');
    await screen.findByText('波形蛋白抗体');
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(asked(page).get('from')).toBe('2026-01-01'));
    expect(await screen.findByText('No search found nothing in this period.')).toBeInTheDocument();
  });

  it('shows the server\'s reason for a refused period', async () => {
    open('en', { 'GET /admininfo/search-misses': refused(400, { message: 'The period may span at most 366 days' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The period may span at most 366 days');
  });
});
