import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatTime } from '../../../i18n/formatTime';
import { useMarkRequirementHandledMutation, useRequirementInboxQuery } from './requirementInboxApi';
import { StaffPager } from '../shell/StaffPager';
import { StaffShell } from '../shell/StaffShell';

/** Requirement forms from /xuqiu, newest first. */
export default function RequirementInboxPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const inbox = useRequirementInboxQuery(page);
  const [markHandled] = useMarkRequirementHandledMutation();
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.pagesize)) : 1;
  return (
    <StaffShell title={t('nav.requirements')}>
      {inbox.data?.data.length === 0 && <p>{t('requirements.empty')}</p>}
      {(inbox.data?.data.length ?? 0) > 0 && (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('requirements.time')}</th>
              <th scope="col">{t('requirements.email')}</th>
              <th scope="col">{t('requirements.antibody')}</th>
              <th scope="col">{t('requirements.apply')}</th>
              <th scope="col">{t('requirements.resource')}</th>
              <th scope="col">{t('requirements.description')}</th>
              <th scope="col">{t('requirements.state')}</th>
            </tr>
          </thead>
          <tbody>
            {inbox.data?.data.map((r) => (
              <tr key={r.id} className={r.handled ? 'is-done' : ''}>
                <td>{formatTime(r.committime, language)}</td>
                <td>{r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : '—'}</td>
                <td>{r.antibodyname || '—'}</td>
                <td>{r.apply.join(', ') || '—'}</td>
                <td>{r.resource.join(', ') || '—'}</td>
                <td className="staff-table__text">{r.description || '—'}</td>
                <td>
                  {!r.mailed && <span className="error-text">{t('requirements.notMailed')} </span>}
                  {r.handled ? (
                    t('requirements.handled')
                  ) : (
                    <button type="button" className="button button--ghost" onClick={() => void markHandled(r.id).then(() => inbox.refetch())}>
                      {t('requirements.markHandled')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <StaffPager page={page} pages={pages} onPage={setPage} />
    </StaffShell>
  );
}
