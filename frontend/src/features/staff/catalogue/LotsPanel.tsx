import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lot, lotRefusal, today, useAddLotMutation, useDeleteLotMutation, useEditLotMutation, useProductLotsQuery } from '../lots/lotsApi';
import { ChangeOutcome, PerformChange, useOneChangeAtATime } from './useOneChangeAtATime';
import './lotsPanel.css';

/** The server judges the file by its content; this only narrows the file chooser. */
const PDF_TYPES = 'application/pdf,.pdf';

/** The refused field, if the refusal names one. */
type Outcome = ChangeOutcome<string | null>;
type Perform = PerformChange;

const refusedField = (error: unknown) => {
  const refusal = lotRefusal(error);
  return { message: refusal.message, detail: refusal.field };
};

/** Lot number, expiry and certificate inputs, shared by the add form and a lot being edited. */
function LotFields({ idBase, lot, onChange, outcome }: { idBase: string; lot: { lot_number: string; expires_on: string }; onChange: (next: { lot_number?: string; expires_on?: string; coa?: File | null }) => void; outcome: Outcome }) {
  const { t } = useTranslation('lots');
  const problem = (field: string) =>
    outcome && !outcome.ok && outcome.source === idBase && outcome.detail === field ? (
      <span className="error-text" role="alert">
        {outcome.text}
      </span>
    ) : null;
  return (
    <>
      <label htmlFor={`${idBase}-number`}>{t('panel.number')}</label>
      <div className="lots__field">
        <input
          id={`${idBase}-number`}
          type="text"
          value={lot.lot_number}
          maxLength={40}
          required
          pattern="[A-Za-z0-9][A-Za-z0-9._\/\-]{0,39}"
          title={t('panel.numberHint')}
          aria-describedby={`${idBase}-number-hint`}
          onChange={(e) => onChange({ lot_number: e.target.value })}
        />
        <small id={`${idBase}-number-hint`}>{t('panel.numberHint')}</small>
        {problem('lot_number')}
      </div>
      <label htmlFor={`${idBase}-expiry`}>{t('panel.expiry')}</label>
      <div className="lots__field">
        <input id={`${idBase}-expiry`} type="date" value={lot.expires_on} required onChange={(e) => onChange({ expires_on: e.target.value })} />
        {problem('expires_on')}
      </div>
      <label htmlFor={`${idBase}-coa`}>{t('panel.coaFile')}</label>
      <div className="lots__field">
        <input id={`${idBase}-coa`} type="file" accept={PDF_TYPES} onChange={(e) => onChange({ coa: e.target.files?.[0] ?? null })} />
        {problem('coa')}
      </div>
    </>
  );
}

function LotItem({ pid, lot, busy, perform, outcome }: { pid: number; lot: Lot; busy: boolean; perform: Perform; outcome: Outcome }) {
  const { t } = useTranslation('lots');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<{ lot_number: string; expires_on: string; coa: File | null; remove_coa: boolean }>({ ...lot, coa: null, remove_coa: false });
  const [edit] = useEditLotMutation();
  const [remove] = useDeleteLotMutation();
  const expired = lot.expires_on < today();
  const idBase = `lot-${lot.lotid}`;

  if (editing) {
    return (
      <li className="lots__item lots__item--editing">
        <form
          className="lots__form"
          aria-label={t('panel.editLabel', { lot: lot.lot_number })}
          onSubmit={async (event: FormEvent) => {
            event.preventDefault();
            if (await perform(() => edit({ pid, lotid: lot.lotid, ...draft }).unwrap(), t('panel.saved'), idBase)) setEditing(false);
          }}
        >
          <LotFields idBase={idBase} lot={draft} outcome={outcome} onChange={(next) => setDraft({ ...draft, ...next })} />
          {lot.coa && (
            <label className="lots__remove">
              <input type="checkbox" checked={draft.remove_coa} onChange={(e) => setDraft({ ...draft, remove_coa: e.target.checked })} />
              {t('panel.removeCoa', { name: lot.coa_name })}
            </label>
          )}
          {lot.shipped > 0 && <p className="lots__hint">{t('panel.shippedNumberKept')}</p>}
          <p className="lots__buttons">
            <button type="submit" className="button" disabled={busy}>
              {t('panel.save')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => (setEditing(false), setDraft({ ...lot, coa: null, remove_coa: false }))}>
              {t('panel.cancel')}
            </button>
          </p>
        </form>
      </li>
    );
  }

  return (
    <li className="lots__item" data-lot={lot.lot_number}>
      <dl className="lots__facts">
        <dt>{t('panel.number')}</dt>
        <dd className="lots__number">{lot.lot_number}</dd>
        <dt>{t('panel.expiry')}</dt>
        <dd>
          {lot.expires_on} {expired && <span className="lots__expired">{t('panel.expired')}</span>}
        </dd>
        <dt>{t('panel.coa')}</dt>
        <dd>
          {lot.coa ? (
            <a href={lot.coa} target="_blank" rel="noreferrer">
              {lot.coa_name || t('panel.coaLink')}
            </a>
          ) : (
            t('panel.noCoa')
          )}
        </dd>
        {lot.shipped > 0 && (
          <>
            <dt>{t('panel.shipped')}</dt>
            <dd>{t('panel.shippedLines', { count: lot.shipped })}</dd>
          </>
        )}
      </dl>
      <div className="lots__actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => setEditing(true)} aria-label={t('panel.editLabel', { lot: lot.lot_number })}>
          {t('panel.edit')}
        </button>
        <button
          type="button"
          className="button button--ghost lots__delete"
          disabled={busy || lot.shipped > 0}
          title={lot.shipped > 0 ? t('panel.shippedKept') : undefined}
          aria-label={t('panel.deleteLabel', { lot: lot.lot_number })}
          onClick={() => {
            if (window.confirm(t('panel.confirmDelete', { lot: lot.lot_number }))) void perform(() => remove({ pid, lotid: lot.lotid }).unwrap(), t('panel.deleted'), idBase);
          }}
        >
          {t('panel.delete')}
        </button>
      </div>
    </li>
  );
}

function AddLot({ pid, busy, perform, outcome }: { pid: number; busy: boolean; perform: Perform; outcome: Outcome }) {
  const { t } = useTranslation('lots');
  const empty = { lot_number: '', expires_on: '', coa: null as File | null };
  const [draft, setDraft] = useState(empty);
  const [formKey, setFormKey] = useState(0);
  const [add] = useAddLotMutation();
  return (
    <form
      key={formKey}
      className="lots__form lots__add"
      aria-labelledby="lots-add"
      onSubmit={async (event: FormEvent) => {
        event.preventDefault();
        if (await perform(() => add({ pid, ...draft, lot_number: draft.lot_number.trim() }).unwrap(), t('panel.added'), 'lot-new')) {
          setDraft(empty);
          setFormKey((k) => k + 1); // a fresh file input: its chosen file cannot be cleared otherwise
        }
      }}
    >
      <h3 id="lots-add">{t('panel.addTitle')}</h3>
      <LotFields idBase="lot-new" lot={draft} outcome={outcome} onChange={(next) => setDraft({ ...draft, ...next })} />
      <p className="lots__buttons">
        <button type="submit" className="button" disabled={busy}>
          {t('panel.add')}
        </button>
      </p>
    </form>
  );
}

/** The product's lots in the staff editor: newest expiry first; each change is saved at once. */
export function LotsPanel({ pid }: { pid: number }) {
  const { t } = useTranslation('lots');
  const lots = useProductLotsQuery(pid);
  const { busy, outcome, perform } = useOneChangeAtATime(refusedField, null, t('panel.failed'));
  return (
    <section className="lots" aria-labelledby="lots-heading">
      <h2 id="lots-heading">{t('panel.title')}</h2>
      <p className="lots__intro">{t('panel.intro')}</p>
      {lots.isLoading && <p role="status">{t('panel.loading')}</p>}
      {lots.isError && (
        <p className="error-text" role="alert">
          {t('panel.unavailable')}
        </p>
      )}
      {lots.data && lots.data.length === 0 && <p>{t('panel.none')}</p>}
      {lots.data && lots.data.length > 0 && (
        <ul className="lots__list">
          {lots.data.map((lot) => (
            <LotItem key={`${lot.lotid}:${lot.lot_number}:${lot.expires_on}:${lot.coa}`} pid={pid} lot={lot} busy={busy} perform={perform} outcome={outcome} />
          ))}
        </ul>
      )}
      <AddLot pid={pid} busy={busy} perform={perform} outcome={outcome} />
      {outcome && (outcome.ok || !['lot_number', 'expires_on', 'coa'].includes(outcome.detail ?? '')) && (
        <p className={outcome.ok ? 'ok-text' : 'error-text'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
