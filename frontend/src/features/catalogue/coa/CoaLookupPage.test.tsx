import { screen } from '@testing-library/react';
import type { CoaLookup, CoaLookupAnswer } from '@shop/contract';
import { renderPage } from '../../../testing/renderPage';
import { none, ok, type SeenRequest } from '../../../testing/fetchStandIn';
import CoaLookupPage from './CoaLookupPage';

const L2601: CoaLookup = { catno: 'AB1001', productname: 'AKT1 Rabbit Monoclonal Antibody', productnamezh: 'AKT1 兔单克隆抗体', lotnumber: 'L2601', expireson: '2027-12-31', coa: '/api/lots/1/coa.pdf' };
const lookup = (request: SeenRequest) =>
  request.query.get('catno') === 'AB1001' && request.query.get('lot') === 'L2601'
    ? ok<CoaLookupAnswer>({ data: L2601 })
    : none<CoaLookupAnswer>({ data: null, message: request.language === 'en' ? 'No certificate matches this catalogue number and lot number.' : '没有与该货号和批号对应的分析证书。' });
const open = (language: 'zh' | 'en', url = '/coa') => renderPage(<CoaLookupPage />, { language, url, route: '/coa', api: { 'GET /iteminfo/coalookup': lookup } });

describe('/coa, a lot\'s certificate of analysis (issue 35)', () => {
  it('asks for both numbers, then shows the lot in Chinese with its certificate', async () => {
    const page = open('zh', '/coa?catno=AB1001');
    expect(screen.getByRole('textbox', { name: '货号' })).toHaveValue('AB1001');
    await page.user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请同时填写货号和批号。');
    expect(page.api.requests).toEqual([]);
    await page.user.type(screen.getByRole('textbox', { name: '批号' }), ' L2601 ');
    await page.user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('status')).toHaveTextContent('AB1001 AKT1 兔单克隆抗体 · 批号 L2601 · 有效期至 2027-12-31');
    expect(screen.getByRole('link', { name: '下载批号 L2601 的分析证书（PDF）' })).toHaveAttribute('href', '/api/lots/1/coa.pdf');
    expect(Object.fromEntries(page.api.requests[0].query)).toEqual({ catno: 'AB1001', lot: 'L2601' });
  });

  it('a pair that does not belong together (code 300) gets the server\'s one message, in English', async () => {
    const page = open('en');
    await page.user.type(screen.getByRole('textbox', { name: 'Catalogue number' }), 'AB1001');
    await page.user.type(screen.getByRole('textbox', { name: 'Lot number' }), 'L9999');
    await page.user.click(screen.getByRole('button', { name: 'Find certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No certificate matches this catalogue number and lot number.');
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});
