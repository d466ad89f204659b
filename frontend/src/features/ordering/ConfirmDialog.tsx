import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The yes/no question before any delete (spec section 5); a native modal dialog keeps focus inside. */
export function ConfirmDialog({ open, question, onYes, onNo }: { open: boolean; question: string; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('ordering');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="confirm-dialog" onCancel={onNo} aria-labelledby="confirm-question">
      <p id="confirm-question">{question}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onYes}>
          {t('dialog.yes')}
        </button>
        <button type="button" className="button button--ghost" onClick={onNo}>
          {t('dialog.no')}
        </button>
      </div>
    </dialog>
  );
}
