import { ValidateBy, ValidationOptions } from 'class-validator';
import { parseId } from './parse-id.pipe';

export interface IdFieldOptions extends ValidationOptions {
  /** 0 is a meaningful value (e.g. the top level of the region tree). */
  zero?: boolean;
  /** An empty value means "none" (e.g. a form's "new" or "no address"). */
  empty?: boolean;
}

/**
 * A DTO field that holds an id: the same rule as ParseIdPipe (see parseId), so no id of any call
 * can reach the database as 2^31 or more. The value keeps its type; read it with Number().
 */
export function IsId(options: IdFieldOptions = {}): PropertyDecorator {
  const { zero, empty, ...validation } = options;
  return ValidateBy(
    {
      name: 'isId',
      validator: {
        validate: (value: unknown) => (empty && value === '') || parseId(value, { zero }) !== null,
        defaultMessage: (args) => `${args?.property ?? 'id'} must be an id (a whole number from ${zero ? 0 : 1} to 2147483647)`,
      },
    },
    validation,
  );
}
