import { FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TargetNameRow } from '@shop/contract';
import { refusalDetail, serverMessage } from '../../../shared/api/serverMessage';
import { StaffPager } from '../shell/StaffPager';
import { StaffShell } from '../shell/StaffShell';
import { useAddTargetNameMutation, useRemoveTargetNameMutation, useTargetNamesQuery } from './targetNamesAdminApi';
import { TargetFamilies } from './TargetFamilies';
import './catalogueAdmin.css';
import './vocabularies.css';
import './targetNames.css';

/** The search and page live in the address, so a reload or "back" shows the same targets. */
function readQuery(params: URLSearchParams): { search: string; page: number } {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { search: (params.get('search') ?? '').trim(), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/**
 * /admin/catalogue/targetnames (issue 30) — the names search knows each target by: its gene symbol,
 * English names, the Chinese names the shop ships, and the Chinese names or synonyms staff added here.
 * Staff add a name (to a target of the table or a new symbol) and remove the ones they added; search
 * reads a change on every instance within a second.
 */
export default function TargetNamesPage() {
  const { t } = useTranslation('catalogueAdmin');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [words, setWords] = useState(query.search);
  const list = useTargetNamesQuery(query);
  const rows = list.data?.data ?? [];
  const [add, adding] = useAddTargetNameMutation();
  const [remove] = useRemoveTargetNameMutation();
  const [form, setForm] = useState({ symbol: '', name: '' });
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const show = (search: string, page = 1) => {
    const next: Record<string, string> = {};
    if (search) next.search = search;
    if (page > 1) next.page = String(page);
    setParams(next);
  };

  /** The server's refusal in the page's language (it answers in the caller's), else the page's own words. */
  const refusal = (error: unknown) => serverMessage(error) ?? (refusalDetail(error, 'msg') as string | undefined) ?? t('targetNames.failed');

  async function submitAdd(event: FormEvent) {
    event.preventDefault();
    const symbol = form.symbol.trim();
    const name = form.name.trim();
    if (!symbol || !name) return;
    setNotice(null);
    try {
      const answer = await add({ symbol, name }).unwrap();
      const shown = answer.data?.symbol ?? symbol;
      setNotice({ text: t('targetNames.added', { name, symbol: shown }), failed: false });
      setForm({ symbol: '', name: '' });
      // The target's row, with the new name in it, is what the staff member wants to see next.
      setWords(shown);
      show(shown);
    } catch (error) {
      setNotice({ text: refusal(error), failed: true });
    }
  }

  async function removeName(row: TargetNameRow, id: number, name: string) {
    setNotice(null);
    try {
      await remove({ id }).unwrap();
      setNotice({ text: t('targetNames.removed', { name, symbol: row.symbol }), failed: false });
    } catch (error) {
      setNotice({ text: refusal(error), failed: true });
    }
  }

  /** "Add a name" on a row: the form takes the row's symbol and waits for the name. */
  const addTo = (symbol: string) => {
    setForm((f) => ({ ...f, symbol }));
    nameInput.current?.focus();
    nameInput.current?.scrollIntoView({ block: 'center' });
  };

  return (
    <StaffShell title={t('targetNames.title')}>
      <div className="catalogue-admin vocabularies target-names">
        <p className="catalogue-admin__hint">{t('targetNames.intro')}</p>
        <form
          role="search"
          className="catalogue-admin__search"
          onSubmit={(e) => {
            e.preventDefault();
            show(words.trim());
          }}
        >
          <label>
            <span>{t('targetNames.search')}</span>
            <input type="search" name="search" value={words} placeholder={t('targetNames.searchHint')} onChange={(e) => setWords(e.target.value)} />
          </label>
          <button type="submit" className="button">{t('targetNames.find')}</button>
        </form>
        {notice && (
          <p className={notice.failed ? 'error-text' : 'vocabularies__done'} role={notice.failed ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
        <form className="vocabularies__add target-names__add" onSubmit={submitAdd} aria-labelledby="target-names-add-title">
          <h2 id="target-names-add-title">{t('targetNames.addTitle')}</h2>
          <label className="catalogue-admin__field">
            <span>{t('targetNames.symbol')}</span>
            <input name="symbol" required maxLength={40} autoComplete="off" value={form.symbol} onChange={(e) => setForm({ ...form, symbol: e.target.value })} />
          </label>
          <label className="catalogue-admin__field">
            <span>{t('targetNames.name')}</span>
            <input ref={nameInput} name="name" required maxLength={100} autoComplete="off" lang="zh" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          </label>
          <p>
            <button type="submit" className="button" disabled={adding.isLoading}>{t('targetNames.add')}</button>
          </p>
          <p className="target-names__hint">{t('targetNames.addHint')}</p>
        </form>
        {list.isError && <p className="error-text" role="alert">{serverMessage(list.error) ?? t('targetNames.loadFailed')}</p>}
        {list.isLoading && <p role="status">{t('loading')}</p>}
        {list.data && rows.length === 0 && <p role="status">{query.search ? t('targetNames.none', { search: query.search }) : t('targetNames.empty')}</p>}
        {rows.length > 0 && (
          <div className="catalogue-admin__problem-scroll vocabularies__scroll" tabIndex={0} role="region" aria-labelledby="target-names-caption">
            <table className="staff-table vocabularies__table target-names__table" aria-busy={list.isFetching}>
              <caption id="target-names-caption">
                {query.search ? t('targetNames.captionFor', { n: list.data?.total ?? rows.length, search: query.search }) : t('targetNames.caption', { n: list.data?.total ?? rows.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('targetNames.symbol')}</th>
                  <th scope="col">{t('targetNames.en')}</th>
                  <th scope="col">{t('targetNames.zh')}</th>
                  <th scope="col">{t('targetNames.addedNames')}</th>
                  <th scope="col">{t('targetNames.products')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.symbol} data-symbol={row.symbol}>
                    <th scope="row">
                      <code>{row.symbol}</code>
                    </th>
                    <td className="target-names__names">
                      <span className="target-names__label">{t('targetNames.en')}: </span>
                      {row.en.join(' · ') || '—'}
                    </td>
                    <td className="target-names__names" lang="zh">
                      <span className="target-names__label">{t('targetNames.zh')}: </span>
                      {row.zh.join('、') || '—'}
                    </td>
                    <td>
                      <span className="target-names__label">{t('targetNames.addedNames')}: </span>
                      <ul className="target-names__added">
                        {row.added.map((added) => (
                          <li key={added.id} lang="zh">
                            {added.name}
                            <button
                              type="button"
                              className="target-names__remove"
                              aria-label={t('targetNames.remove', { name: added.name, symbol: row.symbol })}
                              title={t('targetNames.remove', { name: added.name, symbol: row.symbol })}
                              onClick={() => void removeName(row, added.id, added.name)}
                            >
                              ×
                            </button>
                          </li>
                        ))}
                        <li>
                          <button type="button" className="button button--ghost target-names__add-to" onClick={() => addTo(row.symbol)} aria-label={t('targetNames.addToLabel', { symbol: row.symbol })}>
                            {t('targetNames.addTo')}
                          </button>
                        </li>
                      </ul>
                    </td>
                    <td className="vocabularies__count">
                      <span className="vocabularies__count-label">{t('targetNames.products')}: </span>
                      {row.products}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {list.data && <StaffPager page={query.page} pages={Math.max(1, list.data.page)} onPage={(page) => show(query.search, page)} />}
        <TargetFamilies />
      </div>
    </StaffShell>
  );
}
