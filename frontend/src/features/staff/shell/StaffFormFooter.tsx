import { useTranslation } from 'react-i18next';

/** The end of a staff form: a refusal that belongs to no single field, then save and cancel. */
export function StaffFormFooter({ message, busy, onCancel }: { message?: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('staffContent');
  return (
    <>
      {message && (
        <p className="error-text" role="alert">
          {message}
        </p>
      )}
      <div className="staff-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {t('save')}
        </button>
        <button className="button button--ghost" type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </>
  );
}
