import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerProblems, ImportPhase, ImportReport, useConfirmImportMutation, useImportStateQuery } from './catalogueAdminApi';
import { ProblemsTable } from './ProblemsTable';
import { LooseMatches } from './LooseMatches';
import { ChangesTable } from './ChangesTable';
import { AddedValues } from './AddedValues';

/** How often a running import is asked for its progress. */
const POLL_MS = 700;
const RUNNING: ImportPhase[] = ['validating', 'importing'];

function Counts({ report }: { report: ImportReport }) {
  const { t } = useTranslation('catalogueAdmin');
  const counts = [
    ['rows', report.rows],
    ['created', report.created],
    ['updated', report.updated],
    ['unchanged', report.unchanged],
    ['discontinued', report.discontinued],
  ] as const;
  return (
    <dl className="catalogue-admin__counts" data-testid="import-counts">
      {counts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`import.counts.${key}`)}</dt>
          <dd data-count={key}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One import's life after upload: progress while the job runs, the dry-run report, Confirm, the outcome. */
export function ImportStatusPanel({ id, onRestart }: { id: string; onRestart: () => void }) {
  const { t } = useTranslation('catalogueAdmin');
  const [running, setRunning] = useState(true);
  // Polls while the job runs and stops once its state settles (validated, rejected, done, failed).
  const current = useImportStateQuery(id, { pollingInterval: running ? POLL_MS : 0 });
  const phase = current.data?.data.state;
  useEffect(() => {
    if (phase) setRunning(RUNNING.includes(phase));
  }, [phase]);
  const [confirm, confirming] = useConfirmImportMutation();
  const confirmFailure = confirming.isError ? answerProblems(confirming.error) : null;

  if (current.isError) {
    const failure = answerProblems(current.error);
    return (
      <div className="catalogue-admin__status">
        <p className="error-text" role="alert">{failure.status === 404 ? t('import.unknown') : failure.message ?? t('import.unavailable')}</p>
        <button type="button" className="button button--ghost" onClick={onRestart}>{t('import.again')}</button>
      </div>
    );
  }
  if (!current.data) return <p role="status">{t('loading')}</p>;

  const job = current.data.data;
  const { done, total } = job.progress;
  const report = job.report;
  const busy = RUNNING.includes(job.state);
  return (
    <div className="catalogue-admin__status" aria-busy={busy}>
      <h3>{t('import.sheet', { name: job.sheet })}</h3>
      {busy && (
        <div className="catalogue-admin__progress">
          <label htmlFor="import-progress">{t(`import.phase.${job.state}`)}</label>
          <progress id="import-progress" max={total > 0 ? total : undefined} value={total > 0 ? done : undefined} />
          <span aria-live="polite">{t('import.progress', { done, total })}</span>
        </div>
      )}
      {job.state === 'validated' && <p role="status">{t('import.validated')}</p>}
      {job.state === 'rejected' && <p className="error-text" role="alert">{job.message ?? t('import.rejected')}</p>}
      {job.state === 'failed' && <p className="error-text" role="alert">{job.message ?? t('import.failed')}</p>}
      {job.state === 'done' && report && (
        <p className="ok-text catalogue-admin__done" role="status">
          {t('import.done', { created: report.created, updated: report.updated, unchanged: report.unchanged, discontinued: report.discontinued })}
        </p>
      )}
      {report && job.state !== 'rejected' && job.state !== 'failed' && <Counts report={report} />}
      {report && <ProblemsTable problems={report.problems} total={report.problemCount} />}
      {report && job.state !== 'rejected' && job.state !== 'failed' && <LooseMatches report={report} renamed={job.rename_catno === true} />}
      {report && job.state !== 'rejected' && job.state !== 'failed' && <AddedValues report={report} done={job.state === 'done'} />}
      {report && job.state !== 'rejected' && job.state !== 'failed' && <ChangesTable report={report} />}
      {confirmFailure && <p className="error-text" role="alert">{confirmFailure.message ?? t('import.unavailable')}</p>}
      {!busy && (
        <p className="catalogue-admin__actions">
          {job.state === 'validated' && (
            <button type="button" className="button" disabled={confirming.isLoading} onClick={() => void confirm(id)}>
              {t('import.confirm')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={onRestart}>{t('import.again')}</button>
        </p>
      )}
    </div>
  );
}
