import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  id: string;
  label: string;
  error?: string;
  onValue: (value: string) => void;
}

/** A labelled input with its error next to it, tied to it for screen readers. */
export function Field({ label, error, onValue, id, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="my-account__field">
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
