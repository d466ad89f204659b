import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { Link, useSearchParams } from 'react-router';
import { showNotice } from '../../../shared/ui/notice';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DistributorForm } from './DistributorForm';
import { StaffPager } from '../shell/StaffPager';
import { StaffShell } from '../shell/StaffShell';
import { DeskDistributor, refusalOf, useDeleteDistributorMutation, useDeskDistributorsQuery, useProvinceChoicesQuery } from './staffContentApi';
import './staffContent.css';

/** /admin/distributors: the distributor table of the contact page, by province and language. */
export default function DistributorDeskPage() {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filter = { province: params.get('province') ?? '', enorch: params.get('enorch') ?? '', page: Math.max(1, Number(params.get('page')) || 1) };
  const provinces = useProvinceChoicesQuery();
  const list = useDeskDistributorsQuery(filter);
  const [remove] = useDeleteDistributorMutation();
  const [editing, setEditing] = useState<DeskDistributor | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeskDistributor | null>(null);

  const rows = list.data?.data ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pagesize)) : 1;

  const refine = (change: Partial<Record<'province' | 'enorch' | 'page', string>>) => {
    const next = { province: filter.province, enorch: filter.enorch, page: '1', ...change };
    setParams(Object.fromEntries(Object.entries(next).filter(([key, value]) => value && !(key === 'page' && value === '1'))), { replace: true });
  };

  // After deleting the last row of the last page, show the page before it.
  useEffect(() => {
    if (list.data && rows.length === 0 && filter.page > pages) refine({ page: String(pages) });
  });

  async function confirmDelete() {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    try {
      await remove(target.agentid).unwrap();
      showNotice(t('deleted'));
      if (editing !== 'new' && editing?.agentid === target.agentid) setEditing(null);
    } catch (failure) {
      showNotice(refusalOf(failure).message ?? t('failed'), 'error');
    }
  }

  return (
    <StaffShell title={t('distributors.title')}>
      <p className="staff-content__intro">{t('distributors.intro')}</p>
      <div className="staff-toolbar" role="group" aria-label={t('distributors.filters')}>
        <label>
          {t('distributors.fields.province')}
          <select value={filter.province} onChange={(e) => refine({ province: e.target.value })}>
            <option value="">{t('distributors.allProvinces')}</option>
            {provinces.data?.map((p) => (
              <option key={p.code} value={p.code}>
                {language === 'en' ? p.en : p.zh}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('distributors.fields.enorch')}
          <select value={filter.enorch} onChange={(e) => refine({ enorch: e.target.value })}>
            <option value="">{t('distributors.allLanguages')}</option>
            <option value="zh">{t('distributors.languages.zh')}</option>
            <option value="en">{t('distributors.languages.en')}</option>
          </select>
        </label>
        <button type="button" className="button staff-toolbar__new" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {t('distributors.new')}
        </button>
      </div>

      {editing && (
        <DistributorForm
          key={editing === 'new' ? 'new' : editing.agentid}
          distributor={editing === 'new' ? null : editing}
          provinces={provinces.data ?? []}
          defaultProvince={filter.province}
          onDone={() => setEditing(null)}
        />
      )}

      {list.isLoading && <p role="status">{t('loading')}</p>}
      {list.isError && (
        <p className="error-text" role="alert">
          {t('failed')}
        </p>
      )}
      {list.data && (
        <p className="staff-content__count" role="status">
          {rows.length === 0 ? t('distributors.empty') : t('distributors.total', { count: list.data.total })}
        </p>
      )}
      {rows.length > 0 && (
        <table className="staff-table staff-stack">
          <thead>
            <tr>
              <th scope="col">{t('distributors.fields.agentname')}</th>
              <th scope="col">{t('distributors.fields.province')}</th>
              <th scope="col">{t('distributors.fields.enorch')}</th>
              <th scope="col">{t('distributors.contact')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.agentid}>
                <th scope="row" data-label={t('distributors.fields.agentname')}>
                  {d.agentname}
                </th>
                <td data-label={t('distributors.fields.province')} className="staff-stack__short">
                  <Link to={`/link?province=${encodeURIComponent(d.province)}`} title={t('distributors.viewPublic')}>
                    {d.province}
                  </Link>
                </td>
                <td data-label={t('distributors.fields.enorch')} className="staff-stack__short">{t(`distributors.languages.${d.enorch}`)}</td>
                <td data-label={t('distributors.contact')} className="staff-content__contact">
                  <div>
                    {d.adress && <span>{d.adress}</span>}
                    {d.telephone && <span>{d.telephone}</span>}
                    {d.email && <span>{d.email}</span>}
                    {d.website && <span>{d.website}</span>}
                  </div>
                </td>
                <td data-label={t('actions')} className="staff-stack__actions">
                  <div className="staff-content__actions">
                    <button type="button" className="button button--ghost" onClick={() => setEditing(d)} aria-label={`${t('edit')} ${d.agentname}`}>
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost staff-content__delete"
                      onClick={() => setDeleting(d)}
                      aria-label={`${t('delete')} ${d.agentname}`}
                    >
                      {t('delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <StaffPager page={filter.page} pages={pages} onPage={(page) => refine({ page: String(page) })} />
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? t('distributors.confirmDelete', { name: deleting.agentname }) : ''}
        yes={t('confirmYes')}
        no={t('confirmNo')}
        danger
        onYes={() => void confirmDelete()}
        onNo={() => setDeleting(null)}
      />
    </StaffShell>
  );
}
