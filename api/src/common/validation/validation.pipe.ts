import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * The global pipe: unknown fields are refused, values are converted by the DTOs' @Transform()s, and the first
 * readable message becomes the 400 body (`{ success: false, message }` via the exception filter).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
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
    // Decorators apply bottom-up, so class-validator records constraints in reverse source order: the last
    // message belongs to the decorator written first (the type check, e.g. 'Password is required').
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) return messages[messages.length - 1];
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
