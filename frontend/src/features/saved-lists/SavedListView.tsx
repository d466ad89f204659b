import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { showNotice } from '../../shared/ui/notice';
import { serverMessage } from '../../shared/api/serverMessage';
import { formatPrice } from '../../shared/money/price';
import { useLanguage } from '../../i18n/useLanguage';
import { listName } from './listName';
import {
  ListToBasketAnswer,
  listDownloadUrl,
  useDeleteListMutation,
  useListToBasketMutation,
  useRemoveListRowsMutation,
  useRenameListMutation,
  useSavedListQuery,
} from './savedListsApi';

/** One list: its rows to choose, into the basket (all or chosen), removed, downloaded; a named list renamed or deleted. */
export function SavedListView({ listid, onDeleted }: { listid: number; onDeleted: () => void }) {
  const { t } = useTranslation('savedLists');
  const language = useLanguage();
  const detail = useSavedListQuery(listid);
  const [toBasket, adding] = useListToBasketMutation();
  const [removeRows, removing] = useRemoveListRowsMutation();
  const [rename] = useRenameListMutation();
  const [remove] = useDeleteListMutation();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameError, setRenameError] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [answer, setAnswer] = useState<ListToBasketAnswer | null>(null);

  if (detail.isLoading) return <p role="status">{t('loading')}</p>;
  if (!detail.data) return <p className="error-text" role="alert">{serverMessage(detail.error) ?? t('failed')}</p>;
  const { list, rows } = detail.data;
  const name = listName(list, t);
  const picked = rows.filter((r) => chosen.has(r.rowid)).map((r) => r.rowid);
  const allChosen = rows.length > 0 && picked.length === rows.length;

  const toggle = (rowid: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(rowid)) next.delete(rowid);
      else next.add(rowid);
      return next;
    });
  const addToBasket = async (rowid: number[]) => {
    try {
      const outcome = await toBasket({ listid, rowid }).unwrap();
      setAnswer(outcome);
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };
  const removeChosen = async () => {
    if (picked.length === 0) return showNotice(t('nothingChosen'), 'error');
    try {
      await removeRows({ listid, rowid: picked }).unwrap();
      setChosen(new Set());
      showNotice(t('removed'));
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };
  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming?.trim()) return setRenameError(t('emptyName'));
    try {
      await rename({ listid, name: renaming.trim() }).unwrap();
      setRenaming(null);
    } catch (error) {
      setRenameError(serverMessage(error) ?? t('failed'));
    }
  };
  const deleteList = async () => {
    setConfirmDelete(false);
    try {
      await remove(listid).unwrap();
      showNotice(t('deleted'));
      onDeleted();
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };

  return (
    <div className="saved-list">
      {renaming === null ? (
        <div className="saved-list__heading">
          <h2 data-testid="list-name">{name}</h2>
          {list.favourites === 0 && (
            <span className="saved-list__manage">
              <button type="button" className="link-button" onClick={() => (setRenaming(list.name), setRenameError(''))}>{t('rename')}</button>
              <button type="button" className="link-button" onClick={() => setConfirmDelete(true)}>{t('delete')}</button>
            </span>
          )}
        </div>
      ) : (
        <form className="saved-list__rename" noValidate onSubmit={(e) => void saveName(e)}>
          <input value={renaming} maxLength={100} aria-label={t('newName')} onChange={(e) => (setRenaming(e.target.value), setRenameError(''))} />
          <button type="submit" className="button">{t('saveName')}</button>
          <button type="button" className="button button--ghost" onClick={() => setRenaming(null)}>{t('cancel')}</button>
          {renameError && <span className="error-text" role="alert">{renameError}</span>}
        </form>
      )}
      {rows.length === 0 ? (
        <p>
          {t('empty')} <Link to="/hot">{t('browse')}</Link>
        </p>
      ) : (
        <>
          <div className="saved-list__tools">
            <button type="button" className="button" disabled={adding.isLoading} onClick={() => void addToBasket([])}>{t('allToBasket')}</button>
            <button type="button" className="button button--ghost" disabled={adding.isLoading || picked.length === 0} onClick={() => void addToBasket(picked)}>
              {t('chosenToBasket', { count: picked.length })}
            </button>
            <button type="button" className="button button--ghost" disabled={removing.isLoading || picked.length === 0} onClick={() => void removeChosen()}>
              {t('removeChosen')}
            </button>
            <span className="saved-list__download" role="group" aria-label={t('download')}>
              <span>{t('download')}</span>
              {(['csv', 'xlsx'] as const).map((format) => (
                <a key={format} className="button button--ghost" href={listDownloadUrl({ listid, format, lang: language })} download>
                  {format.toUpperCase()}
                </a>
              ))}
            </span>
          </div>
          {answer && (
            <div className="saved-list__answer" role="status">
              <p>
                {t('added', { count: answer.added.length })} <Link to="/shopcar">{t('toBasket')}</Link>
              </p>
              {answer.skipped.length > 0 && (
                <ul className="saved-list__skipped">
                  {answer.skipped.map((s) => (
                    <li key={s.rowid}>{t('skipped', { catno: s.catno, message: s.message })}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="table-scroll">
            <table className="ordering-table saved-list__table">
              <thead>
                <tr>
                  <th>
                    <input type="checkbox" aria-label={t('chooseAll')} checked={allChosen} onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((r) => r.rowid)))} />
                  </th>
                  <th>{t('columns.catno')}</th>
                  <th>{t('columns.product')}</th>
                  <th>{t('columns.size')}</th>
                  <th>{t('columns.price')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.rowid} data-row={row.rowid} className={row.discontinued ? 'saved-list__discontinued' : undefined}>
                    <td>
                      <input type="checkbox" aria-label={t('choose', { name: `${row.catno} ${row.specs}` })} checked={chosen.has(row.rowid)} onChange={() => toggle(row.rowid)} />
                    </td>
                    <td>{row.catno}</td>
                    <td>
                      <Link to={`/production/${row.pid}`}>{row.productname}</Link>
                      {row.discontinued && <small className="saved-list__note">{t('discontinued')}</small>}
                    </td>
                    <td>{row.specs}</td>
                    <td>{formatPrice(row.price, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ConfirmDialog open={confirmDelete} question={t('confirmDelete', { name })} onYes={() => void deleteList()} onNo={() => setConfirmDelete(false)} />
    </div>
  );
}
