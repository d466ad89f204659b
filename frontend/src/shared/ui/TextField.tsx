import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  id: string;
  label: string;
  error?: string;
  onValue: (value: string) => void;
  /** The wrapper's class: each form lays its fields out in its own style sheet. */
  className?: string;
}

/** A labelled input; its error sits outside the label (so the field's name stays clean) and is tied to it. */
export function TextField({ label, error, onValue, id, className = 'field', ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(e) => onValue(e.target.value)} />
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
