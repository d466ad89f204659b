import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalDetail, serverMessage } from '../../../shared/api/serverMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { useAddFamilyMemberMutation, useRemoveFamilyMemberMutation, useTargetFamiliesQuery } from './targetNamesAdminApi';

/**
 * The families of targets on the target-names page (issue 49): what a family word (热休克蛋白, heat shock protein)
 * finds, best-known first. Staff add a target of the table to a family (after the shipped members) and remove their own.
 */
export function TargetFamilies() {
  const { t } = useTranslation('catalogueAdmin');
  const language = useLanguage();
  const families = useTargetFamiliesQuery();
  const [add, adding] = useAddFamilyMemberMutation();
  const [remove] = useRemoveFamilyMemberMutation();
  const [form, setForm] = useState({ family: '', symbol: '' });
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const rows = families.data?.data ?? [];
  const refusal = (error: unknown) => serverMessage(error) ?? (refusalDetail(error, 'msg') as string | undefined) ?? t('targetNames.failed');
  const nameOf = (key: string) => {
    const row = rows.find((r) => r.key === key);
    return row ? (language === 'zh' ? row.zh[0] : row.en[0]) : key;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const family = form.family || rows[0]?.key;
    const symbol = form.symbol.trim();
    if (!family || !symbol) return;
    setNotice(null);
    try {
      await add({ family, symbol }).unwrap();
      setNotice({ text: t('targetFamilies.added', { symbol, family: nameOf(family) }), failed: false });
      setForm({ family, symbol: '' });
    } catch (error) {
      setNotice({ text: refusal(error), failed: true });
    }
  }

  async function removeMember(family: string, id: number, symbol: string) {
    setNotice(null);
    try {
      await remove({ id }).unwrap();
      setNotice({ text: t('targetFamilies.removed', { symbol, family: nameOf(family) }), failed: false });
    } catch (error) {
      setNotice({ text: refusal(error), failed: true });
    }
  }

  return (
    <section className="target-families" aria-labelledby="target-families-title">
      <h2 id="target-families-title">{t('targetFamilies.title')}</h2>
      <p className="catalogue-admin__hint">{t('targetFamilies.intro')}</p>
      {notice && (
        <p className={notice.failed ? 'error-text' : 'vocabularies__done'} role={notice.failed ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <form className="vocabularies__add target-names__add" onSubmit={submit} aria-labelledby="target-families-add-title">
        <h3 id="target-families-add-title">{t('targetFamilies.addTitle')}</h3>
        <label className="catalogue-admin__field">
          <span>{t('targetFamilies.family')}</span>
          <select name="family" value={form.family || rows[0]?.key || ''} onChange={(e) => setForm({ ...form, family: e.target.value })}>
            {rows.map((r) => (
              <option key={r.key} value={r.key}>
                {language === 'zh' ? `${r.zh[0]}（${r.en[0]}）` : `${r.en[0]} (${r.zh[0]})`}
              </option>
            ))}
          </select>
        </label>
        <label className="catalogue-admin__field">
          <span>{t('targetNames.symbol')}</span>
          <input name="symbol" required maxLength={40} autoComplete="off" value={form.symbol} onChange={(e) => setForm({ ...form, symbol: e.target.value })} />
        </label>
        <p>
          <button type="submit" className="button" disabled={adding.isLoading || rows.length === 0}>{t('targetFamilies.add')}</button>
        </p>
      </form>
      {families.isError && <p className="error-text" role="alert">{serverMessage(families.error) ?? t('targetNames.loadFailed')}</p>}
      {rows.length > 0 && (
        <div className="catalogue-admin__problem-scroll vocabularies__scroll" tabIndex={0} role="region" aria-labelledby="target-families-caption">
          <table className="staff-table vocabularies__table target-families__table">
            <caption id="target-families-caption">{t('targetFamilies.caption', { n: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('targetFamilies.family')}</th>
                <th scope="col">{t('targetFamilies.words')}</th>
                <th scope="col">{t('targetFamilies.members')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-family={row.key}>
                  <th scope="row" lang={language}>{language === 'zh' ? row.zh[0] : row.en[0]}</th>
                  <td className="target-names__names">{[...row.zh, ...row.en].join(' · ')}</td>
                  <td className="target-names__names">
                    {row.members.map((m, i) => (
                      <span key={m.symbol} className="target-families__member">
                        {i > 0 && ' · '}
                        <code>{m.symbol}</code>
                        {m.id !== undefined && (
                          <button type="button" className="button button--ghost target-families__remove" aria-label={t('targetFamilies.remove', { symbol: m.symbol })} onClick={() => removeMember(row.key, m.id as number, m.symbol)}>
                            ×
                          </button>
                        )}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
