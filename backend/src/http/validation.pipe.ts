import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { rememberValidationRules } from './validation-rules-memo';

export interface FieldProblem {
  field: string;
  problems: string[];
}

export class InvalidFieldsException extends BadRequestException {
  constructor(readonly fields: FieldProblem[]) {
    super({ fields });
  }
}

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Unknown fields are refused rather than dropped, so a client's typo never passes silently. */
export function createValidationPipe(): ValidationPipe {
  rememberValidationRules();
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new InvalidFieldsException(flatten(errors)),
  });
}
