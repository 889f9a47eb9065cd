import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  REVIEW_DECISION_MESSAGE,
  REVIEW_DECISIONS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MESSAGE,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPLY_MESSAGE,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MESSAGE,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MESSAGE,
  type ReviewDecision,
  type ReviewModerationRequest,
  type ReviewRequest,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';

/** POST /api/v1/product/{id}/reviews and PUT /api/v1/reviews/{id} (the author). */
export class ReviewDto implements ReviewRequest {
  @ApiProperty({ minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX })
  @Checks(
    IsInt({ message: REVIEW_RATING_MESSAGE }),
    Min(REVIEW_RATING_MIN, { message: REVIEW_RATING_MESSAGE }),
    Max(REVIEW_RATING_MAX, { message: REVIEW_RATING_MESSAGE }),
  )
  rating: number;

  @ApiPropertyOptional({ maxLength: REVIEW_TITLE_MAX })
  @IsOptional()
  @TrimToUndefined()
  @Checks(
    IsString({ message: REVIEW_TITLE_MESSAGE }),
    MaxLength(REVIEW_TITLE_MAX, { message: REVIEW_TITLE_MESSAGE }),
  )
  title?: string;

  @ApiProperty({ minLength: REVIEW_TEXT_MIN, maxLength: REVIEW_TEXT_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: REVIEW_TEXT_MESSAGE }),
    MinLength(REVIEW_TEXT_MIN, { message: REVIEW_TEXT_MESSAGE }),
    MaxLength(REVIEW_TEXT_MAX, { message: REVIEW_TEXT_MESSAGE }),
  )
  text: string;
}

/** PUT /api/v1/reviews/{id}/moderation (admin). */
export class ReviewModerationDto implements ReviewModerationRequest {
  @ApiProperty({ enum: REVIEW_DECISIONS })
  @IsIn(REVIEW_DECISIONS, { message: REVIEW_DECISION_MESSAGE })
  status: ReviewDecision;

  /** '' (or blanks) removes the reply; absent keeps it. */
  @ApiPropertyOptional({ maxLength: REVIEW_REPLY_MAX })
  @IsOptional()
  @Checks(
    IsString({ message: REVIEW_REPLY_MESSAGE }),
    MaxLength(REVIEW_REPLY_MAX, { message: REVIEW_REPLY_MESSAGE }),
  )
  reply?: string;
}
