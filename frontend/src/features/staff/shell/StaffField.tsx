import { cloneElement, ReactElement } from 'react';

interface Props {
  id: string;
  label: string;
  hint?: string;
  /** Takes the whole row of the form's grid (long values such as links). */
  wide?: boolean;
  /** The server's message for this field, when it refused the form because of it. */
  error?: string;
  /** The input or select; it receives the id and is tied to the hint and the error. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled control of a staff form with an optional hint and the server's refusal under it. */
export function StaffField({ id, label, hint, wide, error, children }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'staff-field staff-field--wide' : 'staff-field'}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <small id={`${id}-hint`} className="staff-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <span id={`${id}-error`} className="staff-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
