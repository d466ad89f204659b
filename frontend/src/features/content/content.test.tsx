import { screen, waitFor } from '@testing-library/react';
import type { DataAnswer, PromotionText, Requirement } from '@shop/contract';
import { renderPage } from '../../testing/renderPage';
import { none, ok, refused } from '../../testing/fetchStandIn';
import PromotionPage from './PromotionPage';
import RequirementPage from './RequirementPage';
import { readRequirementPrefill, requirementUrl } from './requirementUrl';

const PROMOTION: PromotionText = {
  textid: 7, imagefile: '/uploads/promo/7.jpg', textname_ch: '二抗买一送一', textname_en: 'Secondary antibodies: buy one get one',
  textedit_ch: '<p>活动期间<strong>二抗</strong>买一送一。</p>', textedit_en: '<p>Buy one <strong>secondary</strong>, get one free.</p>', updatetime: '2026-11-01 10:00:00',
};

describe('/texttemp/{textid}, a sales activity in the interface language', () => {
  const open = (language: 'zh' | 'en', url = '/texttemp/7', answer = ok<DataAnswer<PromotionText>>({ data: PROMOTION })) =>
    renderPage(<PromotionPage />, { language, url, route: '/texttemp/:textid', api: { 'GET /recinfo/homepagerectext/': answer } });

  it('shows the Chinese name and text, and asks for the textid the address names', async () => {
    const page = open('zh');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('二抗买一送一');
    expect(screen.getByText('二抗', { selector: 'strong' })).toBeInTheDocument();
    expect(page.api.requests[0].query.get('textid')).toBe('7');
  });

  it('shows the English ones in English', async () => {
    open('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Secondary antibodies: buy one get one' })).toBeInTheDocument();
    expect(screen.getByText(/get one free/)).toBeInTheDocument();
  });

  it('says an unknown activity (code 300) or a failed read is not there; a textid not a number goes home', async () => {
    open('zh', '/texttemp/8', none({ data: null }));
    expect(await screen.findByText('该活动不存在或已结束。')).toBeInTheDocument();
    document.body.replaceChildren();
    open('zh', '/texttemp/8', refused(500, { message: 'down' }));
    expect(await screen.findByText('该活动不存在或已结束。')).toBeInTheDocument();
    document.body.replaceChildren();
    const page = open('zh', '/texttemp/abc');
    await waitFor(() => expect(page.address()).toBe('/'));
    expect(page.api.requests).toEqual([]);
  });
});

describe('/xuqiu, the requirement form (spec: "Requirement form": no checks)', () => {
  const open = (language: 'zh' | 'en', url = '/xuqiu', answer = ok({})) =>
    renderPage(<RequirementPage />, { language, url, route: '/xuqiu', api: { 'POST /requirementinfo/addrequirement': answer } });

  it('sends the fields the contract names, thanks the visitor and goes to /hot', async () => {
    const page = open('zh');
    await page.user.type(screen.getByRole('textbox', { name: '邮箱' }), 'wang@lab.example.cn');
    await page.user.type(screen.getByRole('textbox', { name: '抗体名称' }), 'p-AKT1 (Ser473)');
    await page.user.click(screen.getByRole('checkbox', { name: 'WB' }));
    await page.user.click(screen.getByRole('checkbox', { name: 'IF/IC' }));
    await page.user.click(screen.getByRole('checkbox', { name: '小鼠' }));
    await page.user.type(screen.getByRole('textbox', { name: '需求描述' }), '需要磷酸化抗体');
    await page.user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(page.address()).toBe('/hot'));
    expect(screen.getByRole('status')).toHaveTextContent('感谢您的反馈！');
    const form = page.api.requests[0].form;
    const sent: Requirement = { email: form.get('email')!, antibodyname: form.get('antibodyname')!, apply: form.getAll('apply'), resource: form.getAll('resource'), description: form.get('description')! };
    expect(sent).toEqual({ email: 'wang@lab.example.cn', antibodyname: 'p-AKT1 (Ser473)', apply: ['WB', 'IF/IC'], resource: ['Mouse'], description: '需要磷酸化抗体' });
  });

  it('comes filled from a search that found nothing, in English, and shows a refusal', async () => {
    const page = open('en', requirementUrl({ product: 'CD4', search: '小鼠 CD4 流式', source: 'Mouse' }), refused(400, { message: 'The e-mail address is too long' }));
    expect(screen.getByRole('textbox', { name: 'Antibody name' })).toHaveValue('CD4');
    expect(screen.getByRole('checkbox', { name: 'Mouse' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Searched for: 小鼠 CD4 流式');
    await page.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address is too long');
    expect(page.address()).toMatch(/^\/xuqiu\?/);
  });
});

describe('requirementUrl and its reading (pure)', () => {
  it('writes only what it has, leaves out a search equal to the product and an unknown source', () => {
    expect(requirementUrl()).toBe('/xuqiu');
    expect(requirementUrl({ product: ' CD4 ', search: 'CD4', source: 'Zebrafish' })).toBe('/xuqiu?product=CD4');
    const url = requirementUrl({ product: 'β-actin', search: '内参 β-actin', source: 'Human' });
    expect(readRequirementPrefill(new URLSearchParams(url.split('?')[1]))).toEqual({ product: 'β-actin', search: '内参 β-actin', sources: ['Human'] });
  });

  it('cuts an address\'s overlong fields to the form\'s limits', () => {
    expect(readRequirementPrefill(new URLSearchParams({ product: 'x'.repeat(400), source: 'Nope' }))).toEqual({ product: 'x'.repeat(300), search: '', sources: [] });
  });
});
