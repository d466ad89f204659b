import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataAnswer, ProductAnswer, ReviewForm } from '@shop/contract';
import { AKT1_ANSWER, VOCABULARIES } from '../../testing/fixtures/catalogue';
import { renderPage } from '../../testing/renderPage';
import { none, ok, refused } from '../../testing/fetchStandIn';
import ReviewFormPage from './ReviewFormPage';
import ReviewSuccessPage from './ReviewSuccessPage';

const logIn = () => {
  document.cookie = 'uid=5; path=/';
  document.cookie = 'password=token-5; path=/';
};
const api = {
  'GET /iteminfo/baseinfo/': ok(AKT1_ANSWER),
  'GET /vocabularies': ok({ data: VOCABULARIES }),
  'POST /comment/addcommentpic/': ok<DataAnswer<string>>({ data: '5-101-blot.png' }),
  'POST /comment/addcomment': ok({}),
};
const open = (language: 'zh' | 'en', answers = {}, url = '/comment/?pid=101') =>
  renderPage(<ReviewFormPage />, { language, url, route: '/comment', api: { ...api, ...answers } });
const sent = (page: ReturnType<typeof open>) => page.api.requests.filter((r) => r.path === '/comment/addcomment');
/** Typed as a researcher pastes it (one change, not one per key: the form is long). */
const fill = async (page: ReturnType<typeof open>, field: HTMLElement, value: string) => {
  await page.user.click(field);
  await page.user.paste(value);
};
const picture = (name = 'blot.png', type = 'image/png') => new File(['png'], name, { type });

describe('/comment/?pid=, the review form (spec: "Review form", section 5)', () => {
  it('prefills the catalogue number read-only and refuses an empty form with the spec\'s message, sending nothing', async () => {
    logIn();
    const page = open('zh');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '货号' })).toHaveValue('AB1001'));
    expect(screen.getByRole('textbox', { name: '货号' })).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('提交产品评价');
    // "Else" alone enables the free-text species.
    expect(screen.getByRole('textbox', { name: '其他种属' })).toBeDisabled();
    await page.user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^请填写完成所有信息! 尚未填写：批号、名、姓/);
    expect(screen.getByTestId('error-ensureCheck')).toBeInTheDocument();
    expect(sent(page)).toEqual([]);
    expect(page.api.requests.find((r) => r.path === '/iteminfo/baseinfo/')?.query.get('pid')).toBe('101');
  });

  it('uploads the one picture, sends the whole form as the contract names it, then shows the success page', async () => {
    logIn();
    const page = open('en');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Catalog Number' })).toHaveValue('AB1001'));
    const type = (name: RegExp, value: string) => fill(page, screen.getByRole('textbox', { name }), value);
    await type(/^Lot Number/, 'L2301');
    await type(/^First Name/, 'Xiaoming');
    await type(/^Last Name/, 'Wang');
    await page.user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'China');
    await type(/^Email Address/, 'wang@lab.example.cn');
    await type(/^Institution/, 'Fudan University');
    await page.user.click(screen.getByRole('checkbox', { name: /Western Blot/ }));
    await page.user.upload(screen.getByLabelText(/^Upload/), picture());
    expect(await screen.findByText('Uploaded: blot.png')).toBeInTheDocument();
    await page.user.click(screen.getByRole('radio', { name: 'Else' }));
    await type(/^Other species/, 'Pig');
    await page.user.click(screen.getByRole('radio', { name: 'Tissue' }));
    await fill(page, screen.getByRole('textbox', { name: /^Specification/ }), 'Liver lysate, 30 µg, clean band at 56 kDa');
    await type(/^Primary Antibody Dilution/, '1:1000');
    await page.user.click(screen.getByRole('checkbox', { name: /Please ensure that the information provided above is all true/ }));
    await page.user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(page.address()).toBe('/commentsuccess?pid=101&catno=AB1001'));
    const upload = page.api.requests.find((r) => r.path === '/comment/addcommentpic/')!;
    expect(upload.body).toContain('5-101-blot.png');
    const expected: ReviewForm = {
      pid: '101', CatalogNumber: 'AB1001', LotNumber: 'L2301', FirstName: 'Xiaoming', LastName: 'Wang', Country: 'China',
      EmailAddress: 'wang@lab.example.cn', InsititutionUniversity: 'Fudan University', ApplicationUsed: 'WESTERN BLOT',
      UploadAnyImages: '5-101-blot.png', Species: 'Else', SpeciesElse: 'Pig', Type: 'Tissue',
      Specification: 'Liver lysate, 30 µg, clean band at 56 kDa', PrimaryAntibodyDilution: '1:1000', ensureCheck: 'true',
    };
    expect(Object.fromEntries(sent(page)[0].form)).toEqual(expected);
  });

  it('refuses a picture of another kind before uploading it', async () => {
    logIn();
    const page = open('zh');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '货号' })).toHaveValue('AB1001'));
    fireEvent.change(screen.getByLabelText(/^上传实验图片/), { target: { files: [picture('blot.tiff', 'image/tiff')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传 .jpg、.jpeg、.png 或 .gif 图片');
    expect(page.api.requests.some((r) => r.path === '/comment/addcommentpic/')).toBe(false);
  });

  it('says 提交失败 with the server\'s reason when the review is refused', async () => {
    logIn();
    const page = open('zh', { 'POST /comment/addcomment': refused(400, { message: '邮箱格式不正确', fields: ['EmailAddress'] }) });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '货号' })).toHaveValue('AB1001'));
    const type = (name: RegExp, value: string) => fill(page, screen.getByRole('textbox', { name }), value);
    await type(/^批号/, 'L1');
    await type(/^名/, '小明');
    await type(/^姓/, '王');
    await page.user.selectOptions(screen.getByRole('combobox', { name: /国家/ }), 'China');
    await type(/^电子邮箱/, 'wang@lab.example.cn');
    await type(/^单位/, '复旦大学');
    await page.user.upload(screen.getByLabelText(/^上传实验图片/), picture());
    await screen.findByText('已上传：blot.png');
    await page.user.click(screen.getByRole('radio', { name: '人' }));
    await page.user.click(screen.getByRole('radio', { name: '细胞' }));
    await fill(page, screen.getByRole('textbox', { name: /^实验说明/ }), 'HeLa');
    await type(/^一抗稀释比例/, '1:500');
    await page.user.click(screen.getByRole('checkbox', { name: /请确保以上提供的信息全部真实/ }));
    await page.user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('提交失败: 邮箱格式不正确')).toBeInTheDocument();
    expect(screen.getByTestId('error-EmailAddress')).toHaveTextContent('请填写有效的电子邮箱地址');
    expect(page.address()).toBe('/comment/?pid=101');
  });

  it('sends a visitor to /login with 请您先登录, and goes home without a pid or for an unknown product (code 300)', async () => {
    const visitor = open('zh');
    await waitFor(() => expect(visitor.address()).toBe('/login'));
    expect(screen.getByRole('alert')).toHaveTextContent('请您先登录');
    document.body.replaceChildren();
    logIn();
    const noPid = open('zh', {}, '/comment/');
    await waitFor(() => expect(noPid.address()).toBe('/'));
    document.body.replaceChildren();
    const unknown = open('zh', { 'GET /iteminfo/baseinfo/': none<ProductAnswer>({ data: null }) }, '/comment/?pid=999');
    await waitFor(() => expect(unknown.address()).toBe('/'));
  });
});

describe('/commentsuccess, the review success page', () => {
  it('says the review for the catalogue number awaits staff review, in zh and en, and links back to the product', () => {
    renderPage(<ReviewSuccessPage />, { language: 'zh', url: '/commentsuccess?pid=101&catno=AB1001', route: '/commentsuccess' });
    expect(screen.getByRole('status')).toHaveTextContent('您已为产品 AB1001 提交评价，正在等待工作人员审核');
    expect(screen.getByRole('link', { name: '返回产品页面' })).toHaveAttribute('href', '/production/101');
    document.body.replaceChildren();
    renderPage(<ReviewSuccessPage />, { language: 'en', url: '/commentsuccess?pid=101&catno=AB1001', route: '/commentsuccess' });
    expect(screen.getByRole('status')).toHaveTextContent('You submitted a review for product AB1001. It is awaiting staff review');
  });

  it('goes home without a pid', async () => {
    const page = renderPage(<ReviewSuccessPage />, { url: '/commentsuccess', route: '/commentsuccess' });
    await waitFor(() => expect(page.address()).toBe('/'));
  });
});
