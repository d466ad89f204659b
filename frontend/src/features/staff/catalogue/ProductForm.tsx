import { FIELD_GROUPS } from '@shop/contract';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../shared/ui/notice';
import { answerProblems, CatalogueField, Picture, Problem } from './catalogueAdminApi';
import { EvidencePanel } from './EvidencePanel';
import { FieldInput } from './FieldInput';
import { fieldLabelKey } from './fieldLabels';

/** Columns the form does not send: pictures have their own panel, status its own calls. */
const NOT_CELLS = new Set(['images', 'status']);

interface Props {
  fields: CatalogueField[];
  /** The stored cells ({} for a new product). */
  cells: Record<string, string>;
  /** Sends the cells; rejects with the RTK Query error when the server refuses them. */
  save: (cells: Record<string, string>) => Promise<void>;
  /** Shown where the status field sits (badge and Discontinue/Reactivate). */
  statusControl: React.ReactNode;
  creating: boolean;
  /** The product's pictures, which validation entries may name as their figure. */
  pictures?: Picture[];
}

/** The product's cells as a form generated from the field declaration, grouped as the server groups them. */
export function ProductForm({ fields, cells, save, statusControl, creating, pictures = [] }: Props) {
  const { t } = useTranslation('catalogueAdmin');
  const editable = fields.filter((f) => !NOT_CELLS.has(f.kind) && !NOT_CELLS.has(f.column));
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(editable.map((f) => [f.column, cells[f.column] ?? ''])));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const problemOf = (column: string) => problems.filter((p) => p.column === column).map((p) => p.message).join(' ') || undefined;
  const shownColumns = new Set(editable.map((f) => f.column));
  const elsewhere = problems.filter((p) => !shownColumns.has(p.column));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const missing = editable.filter((f) => f.required && !draft[f.column]?.trim());
    if (missing.length > 0) {
      setProblems(missing.map((f) => ({ column: f.column, message: t('editor.required') })));
      setMessage(t('editor.fix'));
      focusField(missing[0].column);
      return;
    }
    // An existing product gets only what changed ("columns not sent are left as they are").
    const changed = Object.fromEntries(
      Object.entries(draft).filter(([column, value]) => (creating ? value.trim() !== '' : value !== (cells[column] ?? ''))),
    );
    if (!creating && Object.keys(changed).length === 0) {
      setProblems([]);
      showNotice(t('editor.unchanged'));
      return;
    }
    setSaving(true);
    try {
      await save(changed);
      setProblems([]);
    } catch (error) {
      const failure = answerProblems(error);
      setProblems(failure.problems);
      setMessage(failure.message ?? t('editor.failed'));
      if (failure.problems[0]) focusField(failure.problems[0].column);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="catalogue-editor" onSubmit={submit} noValidate>
      {message && (
        <div className="catalogue-editor__summary" role="alert">
          <p className="error-text">{message}</p>
          {elsewhere.length > 0 && (
            <ul>
              {elsewhere.map((p, i) => (
                <li key={i}>{p.column ? `${t(fieldLabelKey(p.column), { defaultValue: p.column })}: ` : ''}{p.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {FIELD_GROUPS.map((group) => {
        const inGroup = fields.filter((f) => f.group === group && f.kind !== 'images');
        if (inGroup.length === 0) return null;
        return (
          <section key={group} className="catalogue-editor__group" aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>{t(`editor.groups.${group}`)}</h2>
            <div className="catalogue-editor__grid">
              {inGroup.map((field) =>
                field.kind === 'validation' ? (
                  <EvidencePanel
                    key={field.column}
                    value={draft[field.column] ?? ''}
                    problem={problemOf(field.column)}
                    onChange={(value) => setDraft((d) => ({ ...d, [field.column]: value }))}
                    applications={draft.application ?? ''}
                    reactivities={draft.reactivity ?? ''}
                    pictures={pictures}
                  />
                ) : field.kind === 'status' ? (
                  <div key={field.column} className="catalogue-editor__field catalogue-editor__field--status">
                    <span className="catalogue-editor__label">{t(fieldLabelKey(field.column), { defaultValue: field.column })}</span>
                    {statusControl}
                  </div>
                ) : (
                  <FieldInput
                    key={field.column}
                    field={field}
                    value={draft[field.column] ?? ''}
                    problem={problemOf(field.column)}
                    onChange={(value) => setDraft((d) => ({ ...d, [field.column]: value }))}
                  />
                ),
              )}
            </div>
          </section>
        );
      })}
      <p className="catalogue-editor__save">
        <button type="submit" className="button" disabled={saving}>
          {creating ? t('editor.create') : t('editor.save')}
        </button>
      </p>
    </form>
  );
}

function focusField(column: string) {
  window.setTimeout(() => {
    const target = document.getElementById(`field-${column}`) ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(column)}"]`);
    target?.focus();
  }, 0);
}
