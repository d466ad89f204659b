import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The yes/no question before a delete (spec section 5), as a native modal dialog that keeps focus inside. */
export function ConfirmDelete({ question, onYes, onNo }: { question: string | null; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('staffContent');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (question && !element.open) element.showModal();
    if (!question && element.open) element.close();
  }, [question]);
  return (
    <dialog ref={dialog} className="staff-confirm" onCancel={onNo} aria-labelledby="staff-confirm-question">
      <p id="staff-confirm-question">{question}</p>
      <div className="staff-confirm__actions">
        <button type="button" className="button staff-confirm__yes" onClick={onYes}>
          {t('confirmYes')}
        </button>
        <button type="button" className="button button--ghost" onClick={onNo}>
          {t('confirmNo')}
        </button>
      </div>
    </dialog>
  );
}
