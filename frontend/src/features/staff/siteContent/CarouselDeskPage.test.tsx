import { screen, waitFor, within } from '@testing-library/react';
import type { DataAnswer, DeskSlide } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { ok, refused, type ApiAnswers } from '../../../testing/fetchStandIn';
import CarouselDeskPage from './CarouselDeskPage';

const SLIDES: DeskSlide[] = [
  { id: 3, url: '/uploads/carousel/ihc.jpg', routlink: '/hot?pageid=1&searchdata=IHC', picname_ch: '病理级 IHC 抗体', picname_en: 'Pathology-grade IHC antibodies', position: 1 },
  { id: 4, url: '/uploads/carousel/zebrafish.jpg', routlink: "/hot?reactivity=['Zebrafish']", picname_ch: '斑马鱼抗体', picname_en: 'Zebrafish antibodies', position: 2 },
];
const api: ApiAnswers = {
  ...STAFF_ACCESS,
  'GET /admininfo/carousel': ok<DataAnswer<DeskSlide[]>>({ data: SLIDES }),
  'POST /admininfo/carousel/4/move': ok<DataAnswer<DeskSlide[]>>({ data: [SLIDES[1], SLIDES[0]] }),
  'POST /admininfo/carousel/3/delete': ok({}),
};
const open = (language: 'zh' | 'en', answers: ApiAnswers = {}) => renderPage(<CarouselDeskPage />, { language, url: '/admin/carousel', route: '/admin/carousel', api: { ...api, ...answers } });
const posts = (page: ReturnType<typeof open>) => page.api.requests.filter((r) => r.method === 'POST');

describe('/admin/carousel, the home carousel desk', () => {
  it('lists the slides in playing order with both names and their link, in zh and en', async () => {
    open('zh');
    const first = await screen.findByRole('listitem', { name: '病理级 IHC 抗体' });
    expect(first).toHaveTextContent('第 1 张');
    expect(first).toHaveTextContent('Pathology-grade IHC antibodies');
    expect(within(first).getByRole('button', { name: '将“病理级 IHC 抗体”上移' })).toBeDisabled();
    document.body.replaceChildren();
    open('en');
    expect(await screen.findByRole('listitem', { name: 'Zebrafish antibodies' })).toBeInTheDocument();
  });

  it('moves a slide up, and deletes one only after the dialog\'s yes', async () => {
    const page = open('zh');
    const second = await screen.findByRole('listitem', { name: '斑马鱼抗体' });
    await page.user.click(within(second).getByRole('button', { name: '将“斑马鱼抗体”上移' }));
    await waitFor(() => expect(posts(page)).toHaveLength(1));
    expect(posts(page)[0].form.get('direction')).toBe('up');
    await page.user.click(screen.getByRole('button', { name: '删除 病理级 IHC 抗体' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除轮播图“病理级 IHC 抗体”吗？删除后首页将不再显示它。');
    await page.user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(posts(page)).toHaveLength(1);
    await page.user.click(screen.getByRole('button', { name: '删除 病理级 IHC 抗体' }));
    await page.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    expect(posts(page).map((r) => r.path)).toEqual(['/admininfo/carousel/4/move', '/admininfo/carousel/3/delete']);
  });

  it('says the home page shows the built-in slides when there are none, and shows a refused move', async () => {
    open('zh', { 'GET /admininfo/carousel': ok<DataAnswer<DeskSlide[]>>({ data: [] }) });
    expect(await screen.findByText(/^目前没有轮播图：首页显示内置的三张图片/)).toHaveAttribute('role', 'status');
    document.body.replaceChildren();
    const page = open('zh', { 'POST /admininfo/carousel/4/move': refused(409, { message: '顺序已被他人修改，请刷新' }) });
    await page.user.click(await screen.findByRole('button', { name: '将“斑马鱼抗体”上移' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('顺序已被他人修改，请刷新');
  });
});
