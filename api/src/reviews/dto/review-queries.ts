import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  type ProductReviewsQuery,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  type ReviewListQuery,
  type ReviewSort,
  type ReviewStatus,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { PageNumberQueryDto, PageQueryDto } from '../../common/validation/page-query';
import { ToNumber } from '../../common/validation/transforms';

const RATING_FILTER_MESSAGE = `rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`;

/** GET /api/v1/reviews (admin): `status`, `rating`, `page`, `limit`; newest first, the total in X-Total-Count. */
export class ListReviewsQuery extends PageQueryDto implements ReviewListQuery {
  @ApiPropertyOptional({ enum: REVIEW_STATUSES })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: `status must be one of ${REVIEW_STATUSES.join(', ')}` })
  status?: ReviewStatus;

  @ApiPropertyOptional({ minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX })
  @IsOptional()
  @ToNumber()
  @Checks(
    IsInt({ message: RATING_FILTER_MESSAGE }),
    Min(REVIEW_RATING_MIN, { message: RATING_FILTER_MESSAGE }),
    Max(REVIEW_RATING_MAX, { message: RATING_FILTER_MESSAGE }),
  )
  rating?: number;
}

/** GET /api/v1/product/{id}/reviews (public): `page` (REVIEWS_PAGE_SIZE a page) and `sort`. */
export class ProductReviewsQueryDto extends PageNumberQueryDto implements ProductReviewsQuery {
  @ApiPropertyOptional({ enum: REVIEW_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(REVIEW_SORTS, { message: `sort must be one of ${REVIEW_SORTS.join(', ')}` })
  sort?: ReviewSort;
}
