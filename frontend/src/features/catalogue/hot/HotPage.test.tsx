import { screen, waitFor, within } from '@testing-library/react';
import type { SearchAnswer } from '@shop/contract';
import { RABBIT_ANSWER, SEARCH_ANSWER, VOCABULARIES } from '../../../testing/fixtures/catalogue';
import { renderPage } from '../../../testing/renderPage';
import { none, ok, type SeenRequest } from '../../../testing/fetchStandIn';
import { hotUrl, readHotQuery } from '../hotQuery';
import HotPage from './HotPage';

/** The search answer for the address the page asked about: rabbit hosts give the narrowed list. */
const search = (request: SeenRequest) => ok(request.query.get('host') === "['Rabbit']" ? RABBIT_ANSWER : SEARCH_ANSWER);
const api = { 'GET /iteminfo/searchitem/': search, 'GET /vocabularies': ok({ data: VOCABULARIES }) };

const hostRow = () => screen.getByRole('group', { name: /宿主|Host/ });

describe('/hot, the product list', () => {
  it('shows the results and the filter rows in Chinese, labels from the vocabularies', async () => {
    const page = renderPage(<HotPage />, { language: 'zh', url: hotUrl('AKT'), route: '/hot', api });
    expect(await screen.findByRole('link', { name: 'AKT1 兔单克隆抗体' })).toHaveAttribute('href', '/production/101');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AKT');
    expect(screen.getByRole('link', { name: 'CD45 Mouse Monoclonal Antibody' })).toBeInTheDocument();
    expect(screen.getByText('共 2 个产品，第 1 / 1 页')).toBeInTheDocument();
    const host = hostRow();
    expect(host).toHaveTextContent('宿主');
    expect(host).toHaveTextContent('单选');
    expect(within(host).getByRole('radio', { name: /兔/ })).not.toBeChecked();
    expect(within(host).getByRole('radio', { name: /不限/ })).toBeChecked();
    const application = screen.getByRole('group', { name: /应用/ });
    expect(within(application).getByRole('checkbox', { name: /流式/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /验证证据/ })).toHaveTextContent('敲除验证（KO）');
    expect(page.api.unanswered).toEqual([]);
  });

  it('shows the same answer in English', async () => {
    const page = renderPage(<HotPage />, { language: 'en', url: hotUrl('AKT'), route: '/hot', api });
    // The English page titles a product by its English name; it asked in English.
    expect(await screen.findByRole('link', { name: 'AKT1 Rabbit Monoclonal Antibody' })).toBeInTheDocument();
    const host = hostRow();
    expect(host).toHaveTextContent('Host');
    expect(host).toHaveTextContent('pick one');
    expect(within(host).getByRole('radio', { name: /Rabbit/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /Application/ })).getByRole('checkbox', { name: /FCM/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Evidence/ })).toHaveTextContent('Knockout-validated');
    expect(screen.getByText('Products found: 2 · page 1 of 1')).toBeInTheDocument();
    expect(page.api.requests.find((r) => r.path === '/iteminfo/searchitem/')?.language).toBe('en');
    expect(page.api.unanswered).toEqual([]);
  });

  it('writes a ticked filter into the address and searches again with it', async () => {
    const page = renderPage(<HotPage />, { language: 'zh', url: hotUrl('AKT'), route: '/hot', api });
    await screen.findByRole('link', { name: 'AKT1 兔单克隆抗体' });
    await page.user.click(within(hostRow()).getByRole('radio', { name: /兔/ }));
    // The list narrows to the answer for the new address (CD45 is a mouse antibody).
    expect(await screen.findByText('共 1 个产品，第 1 / 1 页')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CD45 Mouse Monoclonal Antibody' })).not.toBeInTheDocument();
    const address = readHotQuery(new URLSearchParams(page.address().split('?')[1]));
    expect(address.filters.host).toEqual(['Rabbit']);
    expect(address.searchdata).toBe('AKT');
    expect(address.pageid).toBe(1);
    const searches = page.api.requests.filter((r) => r.path === '/iteminfo/searchitem/');
    expect(searches.at(-1)?.query.get('host')).toBe("['Rabbit']");
    expect(searches.at(-1)?.query.get('searchword')).toBe('AKT');
    expect(within(hostRow()).getByRole('radio', { name: /兔/ })).toBeChecked();
  });

  it('adds a second value to a multi-select row instead of replacing the first', async () => {
    const page = renderPage(<HotPage />, { language: 'en', url: hotUrl(null), route: '/hot', api });
    const application = await screen.findByRole('group', { name: /Application/ });
    await page.user.click(within(application).getByRole('checkbox', { name: /WB/ }));
    await page.user.click(within(screen.getByRole('group', { name: /Application/ })).getByRole('checkbox', { name: /IHC-P/ }));
    await waitFor(() => expect(readHotQuery(new URLSearchParams(page.address().split('?')[1])).filters.application).toEqual(['WB', 'IHC-P']));
    expect(page.api.requests.filter((r) => r.path === '/iteminfo/searchitem/').at(-1)?.query.get('application')).toBe("['WB','IHC-P']");
  });

  it('shows the empty state of spec section 8 for a search answered with code 300, no count, no list', async () => {
    renderPage(<HotPage />, { language: 'zh', url: hotUrl('nothing-like-this'), route: '/hot', api: { ...api, 'GET /iteminfo/searchitem/': none<SearchAnswer>({ data: [], total: 0 }) } });
    expect(await screen.findByText('抱歉，暂时没有找到您需要的产品。请联系我们，我们会尽快为您添加！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '告诉我们您的需求' })).toHaveAttribute('href', '/xuqiu');
    expect(screen.queryByText(/共 \d+ 个产品/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /Antibody|抗体/ })).toEqual([]);
  });
});
