import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE, type PageQuery } from '../../contracts';
import { Checks } from './checks';
import { ToNumber } from './transforms';

/** Highest `page` a list accepts: far beyond any real list, it keeps the offset arithmetic small. */
export const MAX_PAGE = 1_000_000;
const PAGE_MESSAGE = 'page must be a whole number, 1 or more';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** `page` (from 1) alone: a list whose page size is fixed (a product's reviews). */
export class PageNumberQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @ToNumber()
  @Checks(
    IsInt({ message: PAGE_MESSAGE }),
    Min(1, { message: PAGE_MESSAGE }),
    Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` }),
  )
  page?: number;
}

/** `page` (from 1) and `limit` (1 to MAX_PAGE_SIZE, default MAX_PAGE_SIZE) of every paged list (docs/rules.md, Lists). */
export class PageQueryDto extends PageNumberQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: MAX_PAGE_SIZE })
  @IsOptional()
  @ToNumber()
  @Checks(
    IsInt({ message: LIMIT_MESSAGE }),
    Min(1, { message: LIMIT_MESSAGE }),
    Max(MAX_PAGE_SIZE, { message: LIMIT_MESSAGE }),
  )
  limit?: number;
}

/** Rows to skip and to take for a validated page query. */
export function pageWindow(query: PageQuery): { offset: number; limit: number } {
  const limit = query.limit ?? MAX_PAGE_SIZE;
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
}
