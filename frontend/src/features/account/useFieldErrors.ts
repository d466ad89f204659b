import { useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Per-field messages for a form: set them all on submit, clear one as the user edits it. */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const clear = (field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  return { errors, setErrors, clear };
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
