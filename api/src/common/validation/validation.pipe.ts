import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiException } from '../http/api-exception';

/**
 * The global pipe: unknown fields are refused, values are converted by the DTOs' @Transform()s, and the first
 * readable message becomes the 400 body (`{ success: false, message, field }` via the exception filter), `field`
 * naming the request field it is about, so forms can show it next to that field.
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
      return new ApiException(
        HttpStatus.BAD_REQUEST,
        first?.message ?? 'Invalid request',
        first ? { field: first.field } : {},
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
