import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * The global pipe: unknown fields are refused, values are converted by the DTOs' @Transform()s, and the first
 * readable message becomes the 400 body (`{ success: false, message }` via the exception filter).
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
    exceptionFactory: (errors) =>
      new BadRequestException(firstValidationMessage(errors) ?? 'Invalid request'),
  });
}

export function firstValidationMessage(errors: ValidationError[]): string | undefined {
  // Unknown-field errors read better than anything else about the same request: report them first (nested too).
  const unknown = unknownFieldMessage(errors);
  if (unknown) return unknown;
  for (const error of errors) {
    // stopAtFirstError: one constraint per property, the first of its Checks() that failed.
    const [message] = Object.values(error.constraints ?? {});
    if (message) return message;
    const nested = firstValidationMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

function unknownFieldMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    if (error.constraints?.whitelistValidation) return `Unknown field: ${error.property}`;
    const nested = unknownFieldMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}
