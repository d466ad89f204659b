import { screen, waitFor, within } from '@testing-library/react';
import type { ProductAnswer } from '@shop/contract';
import { AKT1_ANSWER, VOCABULARIES } from '../../../testing/fixtures/catalogue';
import { renderPage } from '../../../testing/renderPage';
import { ok, type SeenRequest } from '../../../testing/fetchStandIn';
import { addToCompare } from './compareStore';
import ComparePage from './ComparePage';

const CD45_ANSWER: ProductAnswer = { data: { ...AKT1_ANSWER.data!, pid: 102, catno: 'AB1002', productname: 'CD45 Mouse Monoclonal Antibody', productnamezh: '', host: 'Mouse', price1: 980, price2: null, size2: '' }, imginfo: [] };
const product = (request: SeenRequest) => ok<ProductAnswer>(request.query.get('pid') === '102' ? CD45_ANSWER : AKT1_ANSWER);
const api = { 'GET /iteminfo/baseinfo/': product, 'GET /vocabularies': ok({ data: VOCABULARIES }) };
const open = (language: 'zh' | 'en') => renderPage(<ComparePage />, { language, url: '/compare', route: '/compare', api });
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('/compare, the chosen products side by side (spec section 9: up to four)', () => {
  it('says none is chosen and offers the list', () => {
    open('zh');
    expect(screen.getByText(/您还没有选择要对比的产品。/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去产品列表选择' }).getAttribute('href')).toMatch(/^\/hot\?/);
  });

  it('shows the chosen products\' attributes in rows, hosts by their Chinese labels, sizes with yuan prices; removes one', async () => {
    addToCompare({ pid: 101, productname: 'AKT1 Rabbit Monoclonal Antibody', catno: 'AB1001' });
    addToCompare({ pid: 102, productname: 'CD45 Mouse Monoclonal Antibody', catno: 'AB1002' });
    const page = open('zh');
    expect(await screen.findByRole('link', { name: 'AKT1 兔单克隆抗体' })).toHaveAttribute('href', '/production/101');
    await waitFor(() => expect(within(row('宿主')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['兔', '小鼠']));
    expect(within(row('规格与价格')).getAllByRole('cell')[0]).toHaveTextContent('50 µl: ¥1,160 / 100 µl: ¥2,320');
    expect(page.api.requests.filter((r) => r.path === '/iteminfo/baseinfo/').map((r) => r.query.get('pid')).sort()).toEqual(['101', '102']);
    await page.user.click(within(screen.getByRole('link', { name: 'AKT1 兔单克隆抗体' }).closest('th')!).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'AKT1 兔单克隆抗体' })).not.toBeInTheDocument());
    expect(within(row('宿主')).getAllByRole('cell')).toHaveLength(1);
  });

  it('in English: English names and labels, dollar prices', async () => {
    addToCompare({ pid: 101, productname: 'AKT1 Rabbit Monoclonal Antibody', catno: 'AB1001' });
    open('en');
    expect(await screen.findByRole('link', { name: 'AKT1 Rabbit Monoclonal Antibody' })).toBeInTheDocument();
    await waitFor(() => expect(within(row('Host')).getByRole('cell')).toHaveTextContent('Rabbit'));
    expect(within(row('Sizes and prices')).getByRole('cell')).toHaveTextContent('$166');
  });
});
