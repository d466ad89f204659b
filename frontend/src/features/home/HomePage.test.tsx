import { screen, waitFor, within } from '@testing-library/react';
import type { CarouselPicture, DataAnswer, Promotion, Recommendation } from '@shop/contract';
import { SITE } from '../../testing/fixtures/site';
import { renderPage } from '../../testing/renderPage';
import { none, ok, refused, type ApiAnswers } from '../../testing/fetchStandIn';
import HomePage from './HomePage';

const PROMOTIONS: Promotion[] = [{ textid: 7, imagefile: '', textname_ch: '二抗买一送一', textname_en: 'Secondary antibodies: buy one get one' }];
/** Nine recommendations: three groups of four (the last one short). */
const RECOMMENDED: Recommendation[] = Array.from({ length: 9 }, (_, i) => ({ pid: 200 + i, productname: `Product ${i + 1} Antibody`, imginfo: [{ imagepath: `p${i}.jpg` }] }));
const SLIDES: CarouselPicture[] = [{ id: 3, url: '/uploads/carousel/ihc.jpg', routlink: '/hot?pageid=1&searchdata=IHC', picname: '病理级 IHC 抗体' }];
const api: ApiAnswers = {
  'GET /recinfo/homepagefirstrec': ok<DataAnswer<Promotion[]>>({ data: PROMOTIONS }),
  'GET /recinfo/carousel': none<DataAnswer<CarouselPicture[]>>({ data: [] }),
  'GET /indexinfo/bottom': ok<DataAnswer<Recommendation[]>>({ data: RECOMMENDED }),
  'GET /siteinfo': ok({ data: SITE }),
};
/** A /hot link's filter as the spec writes it in the address (['A','B']). */
const filterOf = (href: string, name: string) => new URLSearchParams(href.split('?')[1]).get(name);
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) => renderPage(<HomePage />, { language, url: '/', route: '/', api: { ...api, ...answers } });

describe('/, the home page (spec: "Home")', () => {
  it('links the star tiles, promotions, info tiles and recommendations, in Chinese', async () => {
    const page = open('zh');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('让每一次实验都值得信赖');
    expect(screen.getByRole('link', { name: /内参抗体/ })).toHaveAttribute('href', '/productsel/loadingcontrolanti');
    expect(screen.getByRole('link', { name: /标签抗体/ })).toHaveAttribute('href', '/productsel/taganti');
    const secondary = screen.getByRole('link', { name: /^二抗/ }).getAttribute('href')!;
    expect(filterOf(secondary, 'producttype')).toBe("['Secondary Antibody']");
    expect(await screen.findByRole('link', { name: '二抗买一送一' })).toHaveAttribute('href', '/texttemp/7');
    expect(screen.getByRole('link', { name: /质量保证/ })).toHaveAttribute('href', '/qualityassurance');
    expect(await screen.findByTestId('delivery-tile')).toHaveTextContent('国内 5-7 个工作日送达，海外 3-5 个工作日送达');
    expect(screen.getByRole('link', { name: /评论有礼/ })).toHaveAttribute('href', '/rewardcomment');
    expect(await screen.findByRole('link', { name: 'Product 1 Antibody' })).toHaveAttribute('href', '/production/200');
    expect(page.api.unanswered).toEqual([]);
  });

  it('shows four recommendations at a time, both arrows switching groups and wrapping around', async () => {
    const page = open('en');
    await screen.findByRole('link', { name: 'Product 1 Antibody' });
    const block = screen.getByRole('heading', { name: 'Recommended for you' }).closest('section')!;
    const names = () => within(block).getAllByRole('link').map((l) => l.textContent);
    expect(names()).toEqual(['Product 1 Antibody', 'Product 2 Antibody', 'Product 3 Antibody', 'Product 4 Antibody']);
    expect(block).toHaveTextContent('1 / 3');
    await page.user.click(within(block).getByRole('button', { name: 'Next recommended products' }));
    expect(names()[0]).toBe('Product 5 Antibody');
    await page.user.click(within(block).getByRole('button', { name: 'Next recommended products' }));
    expect(names()).toEqual(['Product 9 Antibody']);
    await page.user.click(within(block).getByRole('button', { name: 'Next recommended products' }));
    expect(names()[0]).toBe('Product 1 Antibody');
    await page.user.click(within(block).getByRole('button', { name: 'Previous recommended products' }));
    expect(names()).toEqual(['Product 9 Antibody']);
    // The English promotion name.
    expect(screen.getByRole('link', { name: 'Secondary antibodies: buy one get one' })).toBeInTheDocument();
  });

  it('the carousel: the built-in slides to filtered lists when staff set none, their pictures when they have', async () => {
    const page = open('zh');
    const carousel = screen.getByRole('region', { name: '特色产品' });
    const first = within(carousel).getByRole('group', { name: '第 1 张，共 3 张' });
    expect(first).toBeVisible();
    const zebrafish = within(carousel).getAllByRole('group', { hidden: true })[1];
    expect(zebrafish).toHaveAttribute('aria-label', '第 2 张，共 3 张');
    expect(zebrafish).not.toBeVisible();
    await page.user.click(within(carousel).getByRole('button', { name: '查看：斑马鱼抗体' }));
    expect(zebrafish).toBeVisible();
    const to = within(zebrafish).getByRole('link').getAttribute('href')!;
    expect(filterOf(to, 'reactivity')).toBe("['Zebrafish']");
    document.body.replaceChildren();
    open('zh', { 'GET /recinfo/carousel': ok<DataAnswer<CarouselPicture[]>>({ data: SLIDES }) });
    expect(await screen.findByRole('img', { name: '病理级 IHC 抗体' })).toHaveAttribute('src', '/uploads/carousel/ihc.jpg');
    expect(screen.getByRole('link', { name: '病理级 IHC 抗体' })).toHaveAttribute('href', '/hot?pageid=1&searchdata=IHC');
  });

  it('leaves out the promotions and recommendations when their calls fail or are empty', async () => {
    const page = open('zh', { 'GET /recinfo/homepagefirstrec': refused(500, { message: 'down' }), 'GET /indexinfo/bottom': none({ data: [] }) });
    await waitFor(() => expect(page.api.requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/recinfo/homepagefirstrec', '/indexinfo/bottom'])));
    await screen.findByTestId('delivery-tile');
    expect(screen.queryByRole('heading', { name: '促销活动' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '最新推荐' })).not.toBeInTheDocument();
  });
});
