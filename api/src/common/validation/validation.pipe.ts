import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type FieldError, idOfEnglish } from '../../contracts';
import { ApiException } from '../http/api-exception';

/**
 * The global pipe: unknown fields are refused, values are converted by the DTOs' @Transform()s, and the first
 * readable message becomes the 400 body (`{ success: false, statusCode, message, code: 'VALIDATION_FAILED', field,
 * errors }` via the exception filter), `field` naming the request field it is about, so forms can show it next to
 * that field, and `errors` listing every refused field with its code (the message's id, docs/api.md).
 * stopAtFirstError: a property's validators stop at the first failure, so a length bound that fails spares the
 * pattern after it (the DTOs list their validators in order with Checks()).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    // Implicit conversion would turn 'abc' into NaN and 'false' into true; the DTOs convert explicitly instead.
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const first = firstValidationError(errors);
      const refused = [
        ...(first ? [first] : []),
        ...allConstraints(errors, '').filter((e) => e.field !== first?.field),
      ];
      return new ApiException(
        HttpStatus.BAD_REQUEST,
        first?.message ?? 'Invalid request',
        { ...(first ? { field: first.field } : {}), errors: refused.map(fieldError) },
        { code: 'VALIDATION_FAILED' },
      );
    },
  });
}

interface FieldMessage {
  message: string;
  /** The property path, dotted for nested fields ('customer_info.phone'). */
  field: string;
}

function firstValidationError(errors: ValidationError[], parent = ''): FieldMessage | undefined {
  // Unknown-field errors read better than anything else about the same request: report them first (nested too).
  return unknownFieldError(errors, parent) ?? firstConstraint(errors, parent);
}

function firstConstraint(errors: ValidationError[], parent: string): FieldMessage | undefined {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // stopAtFirstError: one constraint per property, the first of its Checks() that failed.
    const [message] = Object.values(error.constraints ?? {});
    if (message) return { message, field };
    const nested = firstConstraint(error.children ?? [], field);
    if (nested) return nested;
  }
  return undefined;
}

function unknownFieldError(errors: ValidationError[], parent: string): FieldMessage | undefined {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints?.whitelistValidation) return { message: `Unknown field: ${error.property}`, field };
    const nested = unknownFieldError(error.children ?? [], field);
    if (nested) return nested;
  }
  return undefined;
}

/** Every property's first failed constraint, nested ones by their dotted path. */
function allConstraints(errors: ValidationError[], parent: string): FieldMessage[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const [message] = Object.values(error.constraints ?? {});
    return message ? [{ message, field }] : allConstraints(error.children ?? [], field);
  });
}

/**
 * A refused field with its code: the message's id when it is one of the API's (contracts/messages), else
 * UNKNOWN_FIELD or INVALID_FIELD (a program's mistake, which no page makes).
 */
const fieldError = ({ field, message }: FieldMessage): FieldError => ({
  field,
  code: idOfEnglish(message) ?? (message.startsWith('Unknown field: ') ? 'UNKNOWN_FIELD' : 'INVALID_FIELD'),
  message,
});
