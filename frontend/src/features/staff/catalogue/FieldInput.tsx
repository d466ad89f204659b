import { useTranslation } from 'react-i18next';
import type { CatalogueField } from './catalogueAdminApi';
import { fieldLabelKey } from './fieldLabels';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';

/** Multi-valued cells are comma-separated in the sheet ("WB, IHC-P"); the editor writes them the same way. */
export const splitCell = (cell: string): string[] =>
  cell
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const joinCell = (values: string[]) => values.join(', ');

interface Props {
  field: CatalogueField;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}

/** One cell of the product as the input its kind calls for (GET /fields), with the server's problem under it. */
export function FieldInput({ field, value, problem, onChange }: Props) {
  const { t } = useTranslation('catalogueAdmin');
  const catalogueValues = useCatalogueValues();
  /** A vocabulary value by its label in the page's language, with the stored value beside it when they differ ("兔 (Rabbit)"). */
  const labelOf = (value: string) => (field.vocabulary ? catalogueValues.label(field.vocabulary, value) : value);
  const shown = (value: string) => {
    const label = labelOf(value);
    return label === value ? value : `${label} (${value})`;
  };
  const id = `field-${field.column}`;
  const problemId = `${id}-problem`;
  const label = t(fieldLabelKey(field.column), { defaultValue: field.column });
  const common = {
    id,
    name: field.column,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : field.kind === 'list' ? `${id}-hint` : undefined,
    'aria-required': field.required || undefined,
  } as const;
  const title = (
    <>
      {label}
      {field.required && <span className="catalogue-editor__required" aria-hidden="true"> *</span>}
    </>
  );
  const problemText = problem && (
    <p id={problemId} className="error-text catalogue-editor__problem">
      {problem}
    </p>
  );

  if (field.kind === 'choices') {
    const chosen = splitCell(value);
    // A stored value outside today's list stays visible (and ticked) rather than being dropped unseen.
    const options = [...(field.values ?? []), ...chosen.filter((v) => !(field.values ?? []).includes(v))];
    const toggle = (option: string, on: boolean) =>
      onChange(joinCell(on ? options.filter((o) => o === option || chosen.includes(o)) : chosen.filter((c) => c !== option)));
    return (
      <fieldset className="catalogue-editor__field catalogue-editor__choices" aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined}>
        <legend>{title}</legend>
        {/* Long lists scroll inside their box: the summary keeps every ticked value in sight. */}
        <p className="catalogue-editor__chosen">{chosen.length > 0 ? t('editor.chosen', { values: chosen.map(labelOf).join(t('editor.chosenSeparator')) }) : t('editor.noneChosen')}</p>
        <div className="catalogue-editor__checks">
          {options.map((option) => (
            <label key={option}>
              <input type="checkbox" name={field.column} value={option} checked={chosen.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
              {shown(option)}
            </label>
          ))}
        </div>
        {problemText}
      </fieldset>
    );
  }

  let input;
  switch (field.kind) {
    case 'longtext':
      input = <textarea {...common} rows={5} value={value} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'choice': {
      const values = field.values ?? [];
      input = (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('editor.none')}</option>
          {value && !values.includes(value) && <option value={value}>{value}</option>}
          {values.map((v) => (
            <option key={v} value={v}>{shown(v)}</option>
          ))}
        </select>
      );
      break;
    }
    case 'price':
      input = <input {...common} type="number" inputMode="decimal" step="0.01" min="0" value={value} onChange={(e) => onChange(e.target.value)} />;
      break;
    default:
      input = <input {...common} type="text" value={value} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className={`catalogue-editor__field catalogue-editor__field--${field.kind}`}>
      <label htmlFor={id}>{title}</label>
      {input}
      {field.kind === 'list' && !problem && <p id={`${id}-hint`} className="catalogue-editor__hint">{t('editor.listHint')}</p>}
      {problemText}
    </div>
  );
}
