import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './confirmDialog.css';

interface Props {
  open: boolean;
  question: string;
  onYes: () => void;
  onNo: () => void;
  /** The buttons' words when yes/no would be vague (staff: "Delete" / "Cancel"); `danger` colours yes red. */
  yes?: string;
  no?: string;
  danger?: boolean;
}

/** The yes/no question before any delete (spec section 5); a native modal dialog keeps focus inside. */
export function ConfirmDialog({ open, question, onYes, onNo, yes, no, danger = false }: Props) {
  const { t } = useTranslation('common');
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
        <button type="button" className={danger ? 'button confirm-dialog__yes--danger' : 'button'} onClick={onYes}>
          {yes ?? t('yes')}
        </button>
        <button type="button" className="button button--ghost" onClick={onNo}>
          {no ?? t('no')}
        </button>
      </div>
    </dialog>
  );
}
