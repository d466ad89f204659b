import { screen, waitFor } from '@testing-library/react';
import type { DataAnswer, ImportReport, ImportState } from '@shop/contract';
import { STAFF_ACCESS } from '../../../testing/fixtures/staff';
import { renderPage } from '../../../testing/renderPage';
import { ok, refused, type ApiAnswers } from '../../../testing/fetchStandIn';
import ImportPage from './ImportPage';

const BASE = '/admininfo/catalogue/imports';
const REPORT: ImportReport = { rows: 3, created: 1, updated: 1, unchanged: 1, discontinued: 0, problems: [], problemCount: 0, changes: [{ catno: 'AB1001', fields: [{ column: 'price1', old: '1160', new: '1280' }] }] };
const VALIDATED: ImportState = { id: 'job-1', state: 'validated', sheet: 'catalogue-2026-11.xlsx', progress: { done: 3, total: 3 }, report: REPORT, message: null };
const REJECTED: ImportState = { ...VALIDATED, id: 'job-2', state: 'rejected', report: { ...REPORT, problems: [{ row: 2, column: 'host', message: '“Rabit”不在词表“宿主”中' }], problemCount: 1 } };
const api: ApiAnswers = {
  ...STAFF_ACCESS,
  [`GET ${BASE}/job-1`]: ok<DataAnswer<ImportState>>({ data: VALIDATED }),
  [`GET ${BASE}/job-2`]: ok<DataAnswer<ImportState>>({ data: REJECTED }),
  [`GET ${BASE}/gone`]: refused(404, { message: 'No such import' }),
  [`POST ${BASE}/job-1/confirm`]: ok<DataAnswer<ImportState>>({ data: { ...VALIDATED, state: 'done' } }),
};
const open = (url: string, language: 'zh' | 'en' = 'zh') => renderPage(<ImportPage />, { language, url, route: '/admin/catalogue', api });

describe('/admin/catalogue, importing a sheet (dry run, then confirm) and exporting', () => {
  it('asks for a sheet before uploading anything, and offers the exports', async () => {
    const page = open('/admin/catalogue');
    await page.user.click(await screen.findByRole('button', { name: '上传并检查' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先选择要导入的产品表。');
    expect(page.api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(document.querySelector('a[href="/api/admininfo/catalogue/export?format=xlsx"]')).not.toBeNull();
  });

  it('follows the import in the address: the dry run\'s counts and changes, then Confirm writes it', async () => {
    const page = open('/admin/catalogue?import=job-1');
    expect(await screen.findByText('产品表：catalogue-2026-11.xlsx')).toBeInTheDocument();
    expect(screen.getByText(/^检查通过，尚未写入任何数据。/)).toBeInTheDocument();
    expect(document.querySelector('[data-count="created"]')).toHaveTextContent('1');
    expect(screen.getByText('将被修改的产品：1 个')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('导入完成：新增 1 个，更新 1 个，未变 1 个，停产 0 个。')).toBeInTheDocument();
    expect(page.api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`${BASE}/job-1/confirm`]);
  });

  it('a rejected sheet lists its problems and cannot be confirmed; an unknown import says so (English) and starts again', async () => {
    open('/admin/catalogue?import=job-2');
    expect(await screen.findByText('产品表中有错误，未导入任何数据。请修改下列行后重新上传。')).toBeInTheDocument();
    expect(screen.getByText('“Rabit”不在词表“宿主”中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
    const page = open('/admin/catalogue?import=gone', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('This import could not be found; it may have expired. Please upload the sheet again.');
    await page.user.click(screen.getByRole('button', { name: 'Import another sheet' }));
    await waitFor(() => expect(page.address()).toBe('/admin/catalogue'));
  });
});
