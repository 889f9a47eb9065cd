import { applyDecorators } from '@nestjs/common';

/**
 * A property's validators, run in the written order. Stacked decorators apply bottom-up, so class-validator would
 * run them last to first; with the pipe's stopAtFirstError only the first failure is run and reported. Listing them
 * here keeps the order readable and guarantees that the type check and the length bound run before any pattern,
 * so no pattern ever reads an unbounded input.
 */
export const Checks = (...validators: PropertyDecorator[]): PropertyDecorator =>
  applyDecorators(...validators);
