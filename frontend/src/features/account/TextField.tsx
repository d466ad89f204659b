import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string;
  onValue: (value: string) => void;
}

/** A labelled input whose error is announced and tied to it for screen readers. */
export function TextField({ label, error, onValue, id, ...input }: Props) {
  const errorId = error && id ? `${id}-error` : undefined;
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={errorId} onChange={(e) => onValue(e.target.value)} />
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
