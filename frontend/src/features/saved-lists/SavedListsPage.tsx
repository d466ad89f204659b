import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { showNotice } from '../../shared/ui/notice';
import { failureStatus, serverMessage } from '../../shared/api/serverMessage';
import { listName } from './listName';
import { useAddListMutation, useSavedListsQuery } from './savedListsApi';
import { SavedListView } from './SavedListView';
import './savedLists.css';

/** /lists?listid=: my favourites and named product lists (issue 31); the favourites when no list is named. */
export default function SavedListsPage() {
  const { t } = useTranslation('savedLists');
  const [params, setParams] = useSearchParams();
  const lists = useSavedListsQuery();
  const [addList, adding] = useAddListMutation();
  const [newName, setNewName] = useState('');
  const [error, setError] = useState('');
  const asked = Number(params.get('listid')) || null;
  const current = lists.data?.find((l) => l.listid === asked) ?? lists.data?.[0];

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!newName.trim()) return setError(t('emptyName'));
    try {
      const made = await addList({ name: newName.trim() }).unwrap();
      setNewName('');
      setParams({ listid: String(made.listid) });
      showNotice(t('created'));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('failed'));
    }
  };

  if (failureStatus(lists.error) === 401) {
    return (
      <section className="container page">
        <p className="error-text" role="alert">
          {t('pleaseLogin')} <Link to="/login">{t('login')}</Link>
        </p>
      </section>
    );
  }
  return (
    <>
      <Breadcrumb items={[{ label: t('account'), to: '/account' }, { label: t('title') }]} />
      <section className="container page saved-lists">
        <h1>{t('title')}</h1>
        {lists.isLoading && <p role="status">{t('loading')}</p>}
        {lists.isError && <p className="error-text" role="alert">{t('failed')}</p>}
        <div className="saved-lists__layout">
          <aside className="saved-lists__side">
            <nav aria-label={t('title')}>
              <ul className="saved-lists__names">
                {(lists.data ?? []).map((list) => (
                  <li key={list.listid}>
                    <Link to={`/lists?listid=${list.listid}`} aria-current={list.listid === current?.listid ? 'page' : undefined}>
                      {listName(list, t)} <span className="saved-lists__count">{list.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <form className="saved-lists__new" noValidate onSubmit={(e) => void create(e)}>
              <label htmlFor="new-list-name">{t('newList')}</label>
              <input id="new-list-name" value={newName} maxLength={100} onChange={(e) => (setNewName(e.target.value), setError(''))} />
              <button type="submit" className="button button--ghost" disabled={adding.isLoading}>{t('create')}</button>
              {error && <span className="error-text" role="alert">{error}</span>}
            </form>
          </aside>
          {current && <SavedListView key={current.listid} listid={current.listid} onDeleted={() => setParams({})} />}
        </div>
      </section>
    </>
  );
}
