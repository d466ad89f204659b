import { FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureStatus, serverMessage } from '../../shared/api/serverMessage';
import { hasUidCookie, useRedirectToLogin } from '../account';
import { listName } from './listName';
import { useAddListMutation, useSaveToListMutation, useSavedListsQuery } from './savedListsApi';
import './savedLists.css';

interface Props {
  pid: number;
  /** The size chosen on the product page; a /hot row saves the first size. */
  priceid?: number;
  /** Names the product for screen readers ("Save AB-10020 to a list"). */
  name: string;
}

/** "Save to list" on the product page and a /hot row: the favourites, another list, or a new one. */
export function SaveToList({ pid, priceid, name }: Props) {
  const { t } = useTranslation('savedLists');
  const toLogin = useRedirectToLogin();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const lists = useSavedListsQuery(undefined, { skip: !open });
  const [save, saving] = useSaveToListMutation();
  const [addList, adding] = useAddListMutation();
  const [chosen, setChosen] = useState<number | ''>('');
  const [newName, setNewName] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const toggle = () => {
    if (!hasUidCookie()) return toLogin();
    setOpen((o) => !o);
    setOutcome(null);
  };
  const saveInto = async (listid: number | undefined, label: string) => {
    try {
      await save({ listid, pid, priceid }).unwrap();
      setOutcome({ ok: true, text: t('save.saved', { list: label }) });
    } catch (error) {
      if (failureStatus(error) === 401) return toLogin();
      setOutcome({ ok: false, text: serverMessage(error) ?? t('failed') });
    }
  };
  const saveChosen = () => {
    const list = lists.data?.find((l) => l.listid === chosen) ?? lists.data?.[0];
    void saveInto(list?.listid, list ? listName(list, t) : t('favourites'));
  };
  const saveNew = async (event: FormEvent) => {
    event.preventDefault();
    if (!newName.trim()) return setOutcome({ ok: false, text: t('emptyName') });
    try {
      const made = await addList({ name: newName.trim() }).unwrap();
      setChosen(made.listid);
      await saveInto(made.listid, newName.trim());
      setNewName('');
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error) ?? t('failed') });
    }
  };

  return (
    <div className={open ? 'save-to-list save-to-list--open' : 'save-to-list'}>
      <button type="button" className="button button--ghost save-to-list__open" aria-expanded={open} aria-controls={panelId} aria-label={t('save.open', { name })} onClick={toggle}>
        ☆ {t('save.button')}
      </button>
      {open && (
        <div id={panelId} className="save-to-list__panel" role="group" aria-label={t('save.open', { name })}>
          <div className="save-to-list__row">
            <label>
              <span className="visually-hidden">{t('save.choose')}</span>
              <select value={chosen} onChange={(e) => setChosen(Number(e.target.value))} aria-label={t('save.choose')}>
                {(lists.data ?? []).map((list) => (
                  <option key={list.listid} value={list.listid}>{listName(list, t)}</option>
                ))}
              </select>
            </label>
            <button type="button" className="button" disabled={saving.isLoading || !lists.data} onClick={saveChosen}>
              {t('save.submit')}
            </button>
          </div>
          <form className="save-to-list__row" onSubmit={(e) => void saveNew(e)}>
            <input value={newName} maxLength={100} placeholder={t('newList')} aria-label={t('newList')} onChange={(e) => setNewName(e.target.value)} />
            <button type="submit" className="button button--ghost" disabled={adding.isLoading || saving.isLoading}>
              {t('save.createAndSave')}
            </button>
          </form>
          {outcome && (
            <p className={outcome.ok ? 'save-to-list__ok' : 'error-text'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text} {outcome.ok && <Link to={`/lists${chosen ? `?listid=${chosen}` : ''}`}>{t('save.view')}</Link>}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
