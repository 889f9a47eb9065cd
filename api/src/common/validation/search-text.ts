import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Checks } from './checks';
import { TrimToUndefined } from './transforms';

/**
 * `q` of a list: optional text, trimmed (blank means no search), at most `max` characters. The bound comes
 * before anything reads the text (docs/rules.md, Accounts: Safe input).
 */
export const SearchTextField = (max: number, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description, maxLength: max }),
    IsOptional(),
    TrimToUndefined(),
    Checks(
      IsString({ message: 'q must be a string' }),
      MaxLength(max, { message: `q must be at most ${max} characters` }),
    ),
  );
