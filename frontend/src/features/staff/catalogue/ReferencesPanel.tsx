import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDemoPubmedId, REFERENCE_FIELDS } from '@shop/contract';
import { DemoDataNote } from '../../../shared/ui/DemoDataNote';
import { useVocabularies } from '../../../shared/api/vocabulariesApi';
import { answerProblems, Problem } from './catalogueAdminApi';
import {
  formOf,
  ReferenceForm,
  StaffReference,
  useAddReferenceMutation,
  useDeleteReferenceMutation,
  useEditReferenceMutation,
  useProductReferencesQuery,
} from './referencesApi';
import { ChangeOutcome, PerformChange, useOneChangeAtATime } from './useOneChangeAtATime';
import './referencesPanel.css';

/** The form's fields: the references sheet's columns but the catalogue number (the product is known). */
const FIELDS = REFERENCE_FIELDS.filter((f) => f.column !== 'catno');
const EMPTY: ReferenceForm = { title: '', journal: '', pmid: '', sample: '', species: '', application: '', impact_factor: '' };

const pubmed = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(pmid)}/`;

/** The refused columns, as the import reports them. */
type Outcome = ChangeOutcome<Problem[]>;
type Perform = PerformChange;

const refusedColumns = (error: unknown) => {
  const refusal = answerProblems(error);
  return { message: refusal.message, detail: refusal.problems };
};

function ReferenceFields({ idBase, form, onChange, outcome }: { idBase: string; form: ReferenceForm; onChange: (next: ReferenceForm) => void; outcome: Outcome }) {
  const { t } = useTranslation('catalogueAdmin');
  const { lookup } = useVocabularies();
  const problemOf = (column: string) =>
    outcome && !outcome.ok && outcome.source === idBase ? outcome.detail.filter((p) => p.column === column).map((p) => p.message).join(' ') : '';
  return (
    <div className="references-panel__fields">
      {FIELDS.map((field) => {
        const column = field.column as keyof ReferenceForm;
        const id = `${idBase}-${column}`;
        const problem = problemOf(column);
        // Species and application are chosen from their vocabularies (staff-managed).
        const values = 'vocabulary' in field ? lookup.keys(field.vocabulary) : null;
        const common = {
          id,
          value: form[column],
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${id}-problem` : undefined,
        } as const;
        return (
          <div key={column} className={`references-panel__field references-panel__field--${column}`}>
            <label htmlFor={id}>
              {t(`referencesPanel.fields.${column}`)}
              {'required' in field && field.required && <span className="catalogue-editor__required" aria-hidden="true"> *</span>}
            </label>
            {values ? (
              <select {...common} onChange={(e) => onChange({ ...form, [column]: e.target.value })}>
                <option value="">{t('editor.none')}</option>
                {form[column] && !values.includes(form[column]) && <option value={form[column]}>{form[column]}</option>}
                {values.map((v) => (
                  <option key={v} value={v}>{v}</option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type="text"
                inputMode={column === 'pmid' || column === 'impact_factor' ? 'decimal' : undefined}
                maxLength={field.maxLength}
                required={'required' in field && field.required ? true : undefined}
                onChange={(e) => onChange({ ...form, [column]: e.target.value })}
              />
            )}
            {problem && (
              <span id={`${id}-problem`} className="error-text catalogue-editor__problem">
                {problem}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

function ReferenceItem({ pid, reference, busy, perform, outcome }: { pid: number; reference: StaffReference; busy: boolean; perform: Perform; outcome: Outcome }) {
  const { t } = useTranslation('catalogueAdmin');
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ReferenceForm>(() => formOf(reference));
  const [edit] = useEditReferenceMutation();
  const [remove] = useDeleteReferenceMutation();
  const n = reference.position;
  const idBase = `reference-${n}`;

  if (editing) {
    return (
      <li className="references-panel__item references-panel__item--editing">
        <form
          aria-label={t('referencesPanel.editLabel', { n })}
          noValidate
          onSubmit={async (event: FormEvent) => {
            event.preventDefault();
            if (await perform(() => edit({ pid, position: n, form }).unwrap(), t('referencesPanel.saved'), idBase)) setEditing(false);
          }}
        >
          <ReferenceFields idBase={idBase} form={form} onChange={setForm} outcome={outcome} />
          <p className="references-panel__buttons">
            <button type="submit" className="button" disabled={busy}>{t('referencesPanel.save')}</button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => (setEditing(false), setForm(formOf(reference)))}>
              {t('referencesPanel.cancel')}
            </button>
          </p>
        </form>
      </li>
    );
  }

  const facts = [
    reference.qikan,
    reference.shuxing,
    reference.species,
    reference.application,
    reference.if ? t('referencesPanel.impact', { value: reference.if }) : '',
  ].filter(Boolean);
  return (
    <li className="references-panel__item" data-position={n}>
      <div className="references-panel__text">
        <p className="references-panel__title">
          <span className="references-panel__number">{n}.</span> {reference.name}
        </p>
        <p className="references-panel__facts">
          {facts.join(' · ')}
          {reference.id && (
            <>
              {facts.length > 0 && ' · '}
              {isDemoPubmedId(reference.id) ? (
                <>
                  PMID {reference.id} <DemoDataNote />
                </>
              ) : (
                <a href={pubmed(reference.id)} target="_blank" rel="noopener noreferrer">PMID {reference.id}</a>
              )}
            </>
          )}
        </p>
      </div>
      <div className="references-panel__actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => setEditing(true)} aria-label={t('referencesPanel.editLabel', { n })}>
          {t('referencesPanel.edit')}
        </button>
        <button
          type="button"
          className="button button--ghost references-panel__delete"
          disabled={busy}
          aria-label={t('referencesPanel.deleteLabel', { n })}
          onClick={() => {
            if (window.confirm(t('referencesPanel.confirmDelete', { title: reference.name }))) void perform(() => remove({ pid, position: n }).unwrap(), t('referencesPanel.deleted'), idBase);
          }}
        >
          {t('referencesPanel.delete')}
        </button>
      </div>
    </li>
  );
}

function AddReference({ pid, busy, perform, outcome }: { pid: number; busy: boolean; perform: Perform; outcome: Outcome }) {
  const { t } = useTranslation('catalogueAdmin');
  const [form, setForm] = useState<ReferenceForm>(EMPTY);
  const [add] = useAddReferenceMutation();
  return (
    <form
      className="references-panel__add"
      aria-labelledby="references-add"
      noValidate
      onSubmit={async (event: FormEvent) => {
        event.preventDefault();
        if (await perform(() => add({ pid, form }).unwrap(), t('referencesPanel.added'), 'reference-new')) setForm(EMPTY);
      }}
    >
      <h3 id="references-add">{t('referencesPanel.addTitle')}</h3>
      <ReferenceFields idBase="reference-new" form={form} onChange={setForm} outcome={outcome} />
      <p className="references-panel__buttons">
        <button type="submit" className="button" disabled={busy}>{t('referencesPanel.add')}</button>
      </p>
    </form>
  );
}

/** The product's references (the spec's Reference list) in the staff editor; each change is saved at once. */
export function ReferencesPanel({ pid }: { pid: number }) {
  const { t } = useTranslation('catalogueAdmin');
  const references = useProductReferencesQuery(pid);
  const { busy, outcome, perform } = useOneChangeAtATime(refusedColumns, [] as Problem[], t('referencesPanel.failed'));
  const list = references.data ?? [];
  return (
    <section className="references-panel" aria-labelledby="references-heading">
      <h2 id="references-heading">{list.length > 0 ? t('referencesPanel.titleCount', { count: list.length }) : t('referencesPanel.title')}</h2>
      <p className="references-panel__intro">{t('referencesPanel.intro')}</p>
      {references.isLoading && <p role="status">{t('loading')}</p>}
      {references.isError && (
        <p className="error-text" role="alert">
          {t('referencesPanel.unavailable')}
        </p>
      )}
      {references.data && list.length === 0 && <p>{t('referencesPanel.none')}</p>}
      {list.length > 0 && (
        <ol className="references-panel__list">
          {list.map((reference) => (
            <ReferenceItem
              key={`${reference.position}:${reference.id}:${reference.name}`}
              pid={pid}
              reference={reference}
              busy={busy}
              perform={perform}
              outcome={outcome}
            />
          ))}
        </ol>
      )}
      <AddReference pid={pid} busy={busy} perform={perform} outcome={outcome} />
      {outcome && (
        <p className={outcome.ok ? 'ok-text' : 'error-text'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
