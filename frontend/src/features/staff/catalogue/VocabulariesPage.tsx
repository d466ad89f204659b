import { FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ManagedValue } from '@shop/contract';
import { serverMessage } from '../../../shared/api/serverMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { StaffShell } from '../shell/StaffShell';
import {
  useAddValueMutation,
  useMergeValuesMutation,
  useRelabelValueMutation,
  useReorderValuesMutation,
  useRetireValueMutation,
  useVocabularyNamesQuery,
  useVocabularyValuesQuery,
} from './vocabulariesAdminApi';
import './catalogueAdmin.css';
import './vocabularies.css';

const spellings = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/**
 * /admin/catalogue/vocabularies — the values of each filtered field (and the tags) with their zh and
 * en labels, order and other spellings: staff add, relabel, reorder, merge and retire them. A change
 * reaches the filters, the product pages, the datasheets and the sheet check at once.
 */
export default function VocabulariesPage() {
  const { t } = useTranslation('catalogueAdmin');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const names = useVocabularyNamesQuery().data ?? [];
  const name = search.get('v') ?? 'reactivity';
  const values = useVocabularyValuesQuery(name);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const [add, adding] = useAddValueMutation();
  const [reorder] = useReorderValuesMutation();
  const [merge] = useMergeValuesMutation();
  const [retire] = useRetireValueMutation();
  const [form, setForm] = useState({ key: '', zh: '', en: '', synonyms: '' });
  const rows = values.data ?? [];

  /** Runs a change and says how it went, in the page's language (the server's refusal as it is). */
  async function attempt(change: () => Promise<unknown>, done: string): Promise<boolean> {
    setNotice(null);
    try {
      await change();
      setNotice({ text: done, failed: false });
      return true;
    } catch (error) {
      setNotice({ text: serverMessage(error) ?? t('vocabularies.failed'), failed: true });
      return false;
    }
  }

  async function submitAdd(event: FormEvent) {
    event.preventDefault();
    if (!form.key.trim()) return;
    const ok = await attempt(
      () => add({ name, key: form.key.trim(), zh: form.zh.trim(), en: form.en.trim(), synonyms: spellings(form.synonyms) }).unwrap(),
      t('vocabularies.added', { value: form.key.trim() }),
    );
    if (ok) setForm({ key: '', zh: '', en: '', synonyms: '' });
  }

  const move = (index: number, by: -1 | 1) => {
    const keys = rows.map((r) => r.key);
    const [moved] = keys.splice(index, 1);
    keys.splice(index + by, 0, moved);
    void attempt(() => reorder({ name, keys }).unwrap(), t('vocabularies.reordered'));
  };

  const heading = names.find((n) => n.name === name);
  return (
    <StaffShell title={t('vocabularies.title')}>
      <div className="catalogue-admin vocabularies">
        <p className="catalogue-admin__hint">{t('vocabularies.intro')}</p>
        <nav className="vocabularies__names" aria-label={t('vocabularies.choose')}>
          {names.map((n) => (
            <button
              key={n.name}
              type="button"
              className={`button ${n.name === name ? '' : 'button--ghost'}`}
              aria-current={n.name === name ? 'page' : undefined}
              onClick={() => {
                setNotice(null);
                setSearch({ v: n.name });
              }}
            >
              {n.label[language]}
            </button>
          ))}
        </nav>
        {notice && (
          <p className={notice.failed ? 'error-text' : 'vocabularies__done'} role={notice.failed ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
        <form className="vocabularies__add" onSubmit={submitAdd} aria-labelledby="vocabularies-add-title">
          <h2 id="vocabularies-add-title">{t('vocabularies.addTitle', { field: heading?.label[language] ?? name })}</h2>
          <label className="catalogue-admin__field">
            <span>{t('vocabularies.key')}</span>
            <input name="key" required maxLength={40} value={form.key} onChange={(e) => setForm({ ...form, key: e.target.value })} />
          </label>
          <label className="catalogue-admin__field">
            <span>{t('vocabularies.zh')}</span>
            <input name="zh" maxLength={100} value={form.zh} onChange={(e) => setForm({ ...form, zh: e.target.value })} />
          </label>
          <label className="catalogue-admin__field">
            <span>{t('vocabularies.en')}</span>
            <input name="en" maxLength={100} value={form.en} onChange={(e) => setForm({ ...form, en: e.target.value })} />
          </label>
          <label className="catalogue-admin__field">
            <span>{t('vocabularies.synonyms')}</span>
            <input name="synonyms" value={form.synonyms} placeholder={t('vocabularies.synonymsHint')} onChange={(e) => setForm({ ...form, synonyms: e.target.value })} />
          </label>
          <p>
            <button type="submit" className="button" disabled={adding.isLoading}>{t('vocabularies.add')}</button>
          </p>
        </form>
        {values.isLoading && <p>{t('loading')}</p>}
        <div className="catalogue-admin__problem-scroll vocabularies__scroll" tabIndex={0} role="region" aria-labelledby="vocabularies-table-caption">
          <table className="staff-table vocabularies__table">
            <caption id="vocabularies-table-caption">{t('vocabularies.caption', { field: heading?.label[language] ?? name, n: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vocabularies.order')}</th>
                <th scope="col">{t('vocabularies.keyShort')}</th>
                <th scope="col">{t('vocabularies.labels')}</th>
                <th scope="col">{t('vocabularies.products')}</th>
                <th scope="col">{t('vocabularies.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <ValueRow
                  key={row.key}
                  name={name}
                  row={row}
                  others={rows.filter((r) => r.key !== row.key && !r.retired)}
                  first={index === 0}
                  last={index === rows.length - 1}
                  onMove={(by) => move(index, by)}
                  attempt={attempt}
                  onMerge={(into) => attempt(() => merge({ name, from: row.key, into }).unwrap(), t('vocabularies.merged', { from: row.key, into }))}
                  onRetire={(retired) => attempt(() => retire({ name, key: row.key, retired }).unwrap(), t(retired ? 'vocabularies.retiredDone' : 'vocabularies.restored', { value: row.key }))}
                />
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </StaffShell>
  );
}

interface RowProps {
  name: string;
  row: ManagedValue;
  others: ManagedValue[];
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  attempt: (change: () => Promise<unknown>, done: string) => Promise<boolean>;
  onMerge: (into: string) => Promise<boolean>;
  onRetire: (retired: boolean) => Promise<boolean>;
}

/** One value: its labels and other spellings edited in place, and what can be done with it. */
function ValueRow({ name, row, others, first, last, onMove, attempt, onMerge, onRetire }: RowProps) {
  const { t } = useTranslation('catalogueAdmin');
  const [relabel] = useRelabelValueMutation();
  const [labels, setLabels] = useState({ zh: row.zh, en: row.en, synonyms: row.synonyms.join(', ') });
  const [into, setInto] = useState('');
  useEffect(() => setLabels({ zh: row.zh, en: row.en, synonyms: row.synonyms.join(', ') }), [row.zh, row.en, row.synonyms]);
  const id = `vocabulary-${row.key.replace(/[^\p{L}\p{N}]+/gu, '-')}`;
  const changed = labels.zh !== row.zh || labels.en !== row.en || labels.synonyms !== row.synonyms.join(', ');

  return (
    <tr data-value={row.key} className={row.retired ? 'vocabularies__retired' : undefined}>
      <td className="vocabularies__order">
        <button type="button" className="button button--ghost" disabled={first} onClick={() => onMove(-1)} aria-label={t('vocabularies.up', { value: row.key })}>↑</button>
        <button type="button" className="button button--ghost" disabled={last} onClick={() => onMove(1)} aria-label={t('vocabularies.down', { value: row.key })}>↓</button>
      </td>
      <th scope="row">
        <code>{row.key}</code>
        {row.retired && <span className="vocabularies__badge">{t('vocabularies.retired')}</span>}
      </th>
      <td>
        <form
          className="vocabularies__labels"
          onSubmit={(e) => {
            e.preventDefault();
            void attempt(() => relabel({ name, key: row.key, zh: labels.zh, en: labels.en, synonyms: spellings(labels.synonyms) }).unwrap(), t('vocabularies.relabelled', { value: row.key }));
          }}
        >
          <label htmlFor={`${id}-zh`}>{t('vocabularies.zh')}</label>
          <input id={`${id}-zh`} maxLength={100} value={labels.zh} onChange={(e) => setLabels({ ...labels, zh: e.target.value })} />
          <label htmlFor={`${id}-en`}>{t('vocabularies.en')}</label>
          <input id={`${id}-en`} maxLength={100} value={labels.en} onChange={(e) => setLabels({ ...labels, en: e.target.value })} />
          <label htmlFor={`${id}-synonyms`}>{t('vocabularies.synonyms')}</label>
          <input id={`${id}-synonyms`} value={labels.synonyms} onChange={(e) => setLabels({ ...labels, synonyms: e.target.value })} />
          <button type="submit" className="button button--ghost" disabled={!changed}>{t('vocabularies.save')}</button>
        </form>
      </td>
      <td className="vocabularies__count">
        <span className="vocabularies__count-label">{t('vocabularies.products')}: </span>
        {row.products}
      </td>
      <td className="vocabularies__actions">
        <div>
          <label htmlFor={`${id}-into`} className="visually-hidden">{t('vocabularies.mergeInto', { value: row.key })}</label>
          <select id={`${id}-into`} value={into} onChange={(e) => setInto(e.target.value)}>
            <option value="">{t('vocabularies.mergeChoose')}</option>
            {others.map((o) => (
              <option key={o.key} value={o.key}>{o.key}</option>
            ))}
          </select>
          <button type="button" className="button button--ghost" disabled={!into} onClick={() => void onMerge(into).then((ok) => ok && setInto(''))}>
            {t('vocabularies.merge')}
          </button>
        </div>
        <button type="button" className="button button--ghost" onClick={() => void onRetire(!row.retired)}>
          {row.retired ? t('vocabularies.restore') : t('vocabularies.retire')}
        </button>
      </td>
    </tr>
  );
}
