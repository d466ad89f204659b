import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnteredEvidenceKind, EVIDENCE_KINDS, EvidenceRecord, formatValidation, parseValidation } from '@shop/contract';
import { useCatalogueValues, ValueField } from '../../../shared/catalogue/catalogueValues';
import { useVocabularies } from '../../../shared/api/vocabulariesApi';
import type { Picture } from './catalogueAdminApi';
import { splitCell } from './FieldInput';
import './evidencePanel.css';

interface Row extends EvidenceRecord {
  /** React's key: rows have no identity of their own. */
  id: number;
}

interface Props {
  /** The validation cell (`application|species|kind|figure|note|English note;…`). */
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  /** The product's applications and reactivities as the form holds them now (comma-separated cells). */
  applications: string;
  reactivities: string;
  pictures: Picture[];
}

let nextId = 1;
const withIds = (entries: EvidenceRecord[]): Row[] => entries.map((e) => ({ ...e, id: nextId++ }));
const stored = (rows: Row[]): EvidenceRecord[] => rows.map(({ id: _id, ...entry }) => entry);
/** The cell the server sends holds stored values already: read as written, checked again when saved. */
const AS_STORED = { lookup: { keyOf: (_vocabulary: string, value: string) => value, keys: () => [] } };

/** The product's own values first, then the rest of the vocabulary, and a stored value outside it kept visible. */
function Options({ field, own, all, current, ownLabel, otherLabel }: { field: ValueField; own: string[]; all: readonly string[]; current: string; ownLabel: string; otherLabel: string }) {
  const { label } = useCatalogueValues();
  const mine = own.filter((v) => all.includes(v));
  const rest = all.filter((v) => !mine.includes(v));
  const stray = current && !all.includes(current) ? [current] : [];
  const list = (values: string[]) => values.map((v) => <option key={v} value={v}>{label(field, v)}</option>);
  if (mine.length === 0) return <>{list([...stray, ...rest])}</>;
  return (
    <>
      {list(stray)}
      <optgroup label={ownLabel}>{list(mine)}</optgroup>
      <optgroup label={otherLabel}>{list(rest)}</optgroup>
    </>
  );
}

/**
 * The product's validation entries as rows (application, species, kind, figure, notes) instead of the
 * sheet's one-cell syntax; each change writes the cell back, saved with the rest of the product.
 * Reviews and references add their evidence by themselves and are not entered here.
 */
export function EvidencePanel({ value, onChange, problem, applications, reactivities, pictures }: Props) {
  const { t } = useTranslation('catalogueAdmin');
  const [rows, setRows] = useState<Row[]>(() => withIds(parseValidation(value, AS_STORED).entries));
  const ownApplications = splitCell(applications);
  const ownSpecies = splitCell(reactivities);
  const { lookup } = useVocabularies();
  const applicationKeys = lookup.keys('application');
  const speciesKeys = lookup.keys('reactivity');

  const change = (next: Row[]) => {
    setRows(next);
    onChange(formatValidation(stored(next)));
  };
  const update = (id: number, patch: Partial<EvidenceRecord>) => change(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  /** A new row starts on the first combination of the product's values that has no entry yet. */
  const add = () => {
    const apps = ownApplications.length > 0 ? ownApplications : [applicationKeys[0]];
    const species = ownSpecies.length > 0 ? ownSpecies : [speciesKeys[0]];
    const taken = new Set(rows.map((r) => `${r.application}|${r.species}|${r.kind}`));
    const free = apps.flatMap((a) => species.flatMap((s) => EVIDENCE_KINDS.map((k) => ({ application: a, species: s, kind: k })))).find(
      (c) => !taken.has(`${c.application}|${c.species}|${c.kind}`),
    ) ?? { application: apps[0], species: species[0], kind: EVIDENCE_KINDS[0] };
    change([...rows, { ...free, figure: '', note: '', noteEn: '', id: nextId++ }]);
  };

  const problemId = 'field-validation-problem';
  return (
    <fieldset
      id="field-validation"
      tabIndex={-1}
      className="catalogue-editor__field evidence-panel"
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? `${problemId} evidence-panel-hint` : 'evidence-panel-hint'}
    >
      <legend className="visually-hidden">{t('evidencePanel.title')}</legend>
      <p id="evidence-panel-hint" className="catalogue-editor__hint">{t('evidencePanel.hint')}</p>
      {rows.length === 0 && <p className="evidence-panel__none">{t('evidencePanel.none')}</p>}
      <ol className="evidence-panel__rows">
        {rows.map((row, index) => {
          const n = index + 1;
          const idBase = `evidence-${row.id}`;
          const figure = pictures.find((p) => p.name === row.figure);
          return (
            <li key={row.id} className="evidence-panel__row" data-row={n}>
              <fieldset>
                <legend>{t('evidencePanel.row', { n })}</legend>
                <div className="evidence-panel__grid">
                  <label htmlFor={`${idBase}-application`}>{t('evidencePanel.application')}</label>
                  <select id={`${idBase}-application`} value={row.application} onChange={(e) => update(row.id, { application: e.target.value })}>
                    <Options field="application" own={ownApplications} all={applicationKeys} current={row.application} ownLabel={t('evidencePanel.ownApplications')} otherLabel={t('evidencePanel.otherApplications')} />
                  </select>
                  <label htmlFor={`${idBase}-species`}>{t('evidencePanel.species')}</label>
                  <select id={`${idBase}-species`} value={row.species} onChange={(e) => update(row.id, { species: e.target.value })}>
                    <Options field="reactivity" own={ownSpecies} all={speciesKeys} current={row.species} ownLabel={t('evidencePanel.ownSpecies')} otherLabel={t('evidencePanel.otherSpecies')} />
                  </select>
                  <label htmlFor={`${idBase}-kind`}>{t('evidencePanel.kind')}</label>
                  <select id={`${idBase}-kind`} value={row.kind} onChange={(e) => update(row.id, { kind: e.target.value as EnteredEvidenceKind })}>
                    {EVIDENCE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>{t(`evidencePanel.kinds.${kind}`)}</option>
                    ))}
                  </select>
                  <label htmlFor={`${idBase}-figure`}>{t('evidencePanel.figure')}</label>
                  <div className="evidence-panel__figure">
                    <select id={`${idBase}-figure`} value={row.figure} onChange={(e) => update(row.id, { figure: e.target.value })}>
                      <option value="">{t('evidencePanel.noFigure')}</option>
                      {row.figure && !figure && <option value={row.figure}>{t('evidencePanel.missingFigure', { name: row.figure })}</option>}
                      {pictures.map((p, i) => (
                        <option key={p.position} value={p.name}>{t('evidencePanel.picture', { n: i + 1, name: p.name })}</option>
                      ))}
                    </select>
                    {figure && <img src={figure.thumb} alt={t('evidencePanel.figureAlt', { name: figure.name })} width="60" height="45" />}
                  </div>
                  <label htmlFor={`${idBase}-note`}>{t('evidencePanel.note')}</label>
                  <input id={`${idBase}-note`} type="text" maxLength={500} value={row.note} onChange={(e) => update(row.id, { note: e.target.value })} />
                  <label htmlFor={`${idBase}-note-en`}>{t('evidencePanel.noteEn')}</label>
                  <input id={`${idBase}-note-en`} type="text" maxLength={500} value={row.noteEn} onChange={(e) => update(row.id, { noteEn: e.target.value })} />
                </div>
                <button type="button" className="button button--ghost evidence-panel__remove" onClick={() => change(rows.filter((r) => r.id !== row.id))} aria-label={t('evidencePanel.removeLabel', { n })}>
                  {t('evidencePanel.remove')}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p>
        <button type="button" className="button button--ghost" onClick={add}>
          + {t('evidencePanel.add')}
        </button>
      </p>
      {problem && (
        <p id={problemId} className="error-text catalogue-editor__problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
