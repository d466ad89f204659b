import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StaffPager } from '../shell/StaffPager';
import { StaffShell } from '../shell/StaffShell';
import { imageUrl } from '../../../shared/catalogue/imageUrl';
import { ProductListQuery, useStaffProductsQuery } from './catalogueAdminApi';
import { StatusBadge } from './StatusBadge';
import './catalogueAdmin.css';

const STATUSES: ProductListQuery['status'][] = ['all', 'active', 'discontinued'];

/** Search, filter and page state live in the address so "back" from the editor returns to the same list. */
function readQuery(search: URLSearchParams): ProductListQuery {
  const status = search.get('status') as ProductListQuery['status'] | null;
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    q: search.get('q') ?? '',
    status: status && STATUSES.includes(status) ? status : 'all',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /admin/catalogue/products — find a product to edit, or start a new one. */
export default function ProductListPage() {
  const { t } = useTranslation('catalogueAdmin');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const [words, setWords] = useState(query.q);
  const list = useStaffProductsQuery(query);
  const rows = list.data?.data ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / Math.max(1, list.data.pagesize))) : 1;
  const locale = useLanguage() === 'en' ? 'en-GB' : 'zh-CN';

  const change = (next: Partial<ProductListQuery>) => {
    const merged = { ...query, page: 1, ...next };
    const params: Record<string, string> = {};
    if (merged.q) params.q = merged.q;
    if (merged.status !== 'all') params.status = merged.status;
    if (merged.page > 1) params.page = String(merged.page);
    setSearch(params);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: words.trim() });
  };

  return (
    <StaffShell title={t('nav.products')}>
      <div className="catalogue-admin">
        <div className="catalogue-admin__toolbar">
          <form role="search" className="catalogue-admin__search" onSubmit={submit}>
            <label>
              <span>{t('products.search')}</span>
              <input type="search" value={words} placeholder={t('products.searchHint')} onChange={(e) => setWords(e.target.value)} />
            </label>
            <label>
              <span>{t('products.statusFilter')}</span>
              <select value={query.status} onChange={(e) => change({ q: words.trim(), status: e.target.value as ProductListQuery['status'] })}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>{t(`products.statuses.${s}`)}</option>
                ))}
              </select>
            </label>
            <button type="submit" className="button">{t('products.find')}</button>
          </form>
          <Link className="button" to="/admin/catalogue/products/new">{t('products.new')}</Link>
        </div>
        {list.isError && <p className="error-text" role="alert">{t('products.failed')}</p>}
        {list.isFetching && !list.data && <p role="status">{t('loading')}</p>}
        {list.data && <p className="catalogue-admin__count" role="status">{t('products.count', { n: list.data.total })}</p>}
        {rows.length > 0 && (
          <div className="catalogue-admin__scroll" tabIndex={0} role="region" aria-label={t('products.tableLabel')}>
            <table className="staff-table catalogue-admin__products">
              <thead>
                <tr>
                  <th scope="col">{t('products.picture')}</th>
                  <th scope="col">{t('products.catno')}</th>
                  <th scope="col">{t('products.name')}</th>
                  <th scope="col">{t('products.type')}</th>
                  <th scope="col">{t('products.status')}</th>
                  <th scope="col">{t('products.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.pid} className="catalogue-admin__row" onClick={() => navigate(`/admin/catalogue/products/${row.pid}`)}>
                    <td className="catalogue-admin__picture">
                      <img src={imageUrl(row.picture)} alt="" width="64" height="48" loading="lazy" className="catalogue-admin__thumb" />
                    </td>
                    <td className="catalogue-admin__catno">
                      {/* The link makes the row reachable by keyboard; the row's click is a larger target. */}
                      <Link to={`/admin/catalogue/products/${row.pid}`} onClick={(e) => e.stopPropagation()}>{row.catno}</Link>
                    </td>
                    <td className="catalogue-admin__name">{row.productname}</td>
                    <td data-label={t('products.type')}>{row.producttype}</td>
                    <td data-label={t('products.status')}><StatusBadge status={row.status} /></td>
                    <td data-label={t('products.updated')}><time dateTime={row.updated_at}>{new Date(row.updated_at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}</time></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <StaffPager page={query.page} pages={pages} onPage={(page) => change({ page })} />
      </div>
    </StaffShell>
  );
}
