import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/renderPage';
import { readHotQuery } from '../hotQuery';
import CategoryPage from './CategoryPage';
import { LOADING_CONTROLS } from './loadingControls';
import LoadingControlPage from './LoadingControlPage';
import TagPage from './TagPage';

/** What a /hot link asks for: its search word and filters (spec "/hot query"). */
const hotOf = (link: HTMLElement) => readHotQuery(new URLSearchParams(link.getAttribute('href')!.split('?')[1]));

describe('/productsel/loadingcontrolanti (spec: table by compartment, each marker a /hot search in Loading Control Antibody)', () => {
  it('groups the markers under the six compartments, in zh and en', () => {
    renderPage(<LoadingControlPage />, { url: '/productsel/loadingcontrolanti' });
    const groups = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(groups).toEqual(['全细胞', '细胞核', '细胞质', '线粒体', '细胞膜', '血清']);
    renderPage(<LoadingControlPage />, { language: 'en', url: '/productsel/loadingcontrolanti' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(LOADING_CONTROLS.length);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toMatch(/loadingControl\./);
  });

  it('links each marker to /hot with its name and the producttype filter', () => {
    renderPage(<LoadingControlPage />, { url: '/productsel/loadingcontrolanti' });
    const gapdh = hotOf(screen.getByRole('link', { name: 'GAPDH' }));
    expect(gapdh.searchdata).toBe('GAPDH');
    expect(gapdh.filters.producttype).toEqual(['Loading Control Antibody']);
    expect(gapdh.pageid).toBe(1);
    const markers = LOADING_CONTROLS.flatMap((c) => c.markers);
    expect(screen.getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('/hot?') && l.textContent !== '')).toHaveLength(markers.length + 1);
  });
});

describe('/productsel/taganti (spec: epitope, affinity, fluorescent groups, each to /hot in Tag Antibody)', () => {
  it('shows the three groups and links each tag and the whole type', () => {
    renderPage(<TagPage />, { url: '/productsel/taganti' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['表位标签', '亲和标签', '荧光蛋白标签']);
    const his = hotOf(screen.getByRole('link', { name: /^His 标签抗体/ }));
    expect(his.filters.producttype).toEqual(['Tag Antibody']);
    expect(his.searchdata).toMatch(/^His/);
    const all = hotOf(screen.getByRole('link', { name: '查看全部标签抗体' }));
    expect(all).toMatchObject({ searchdata: null, filters: { producttype: ['Tag Antibody'] } });
  });
});

describe('/category (spec: static page with radio selection and sample list)', () => {
  it('changes the sample list and the "more" link with the chosen category, in zh and en', async () => {
    const page = renderPage(<CategoryPage />, { url: '/category' });
    expect(screen.getByRole('radio', { name: '一抗' })).toBeChecked();
    const firstRows = within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent);
    await page.user.click(screen.getByRole('radio', { name: '磷酸化抗体' }));
    expect(within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent)).not.toEqual(firstRows);
    expect(screen.getByText('特异识别磷酸化位点的抗体，用于信号通路研究。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看该分类的全部产品' }).getAttribute('href')).toMatch(/^\/hot\?/);
    renderPage(<CategoryPage />, { language: 'en', url: '/category' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toMatch(/category\./);
  });
});
