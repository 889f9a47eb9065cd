import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth';
import { Public } from '../common/decorators/public.decorator';
import { Permit } from '../common/decorators/permit.decorator';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import {
  type AdminReview,
  type ApiMessage,
  type MyProductReview,
  type ProductReviews,
  type Review,
  REVIEW_DELETED_MESSAGE,
} from '../contracts';
import { ProductReviewsQueryDto, ListReviewsQuery } from './dto/review-queries';
import { ReviewDto, ReviewModerationDto } from './dto/review.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** Public: approved only, 10 a page, with the product's average, count and histogram. */
  @Public()
  @Get('product/:id/reviews')
  ofProduct(@Param('id') id: string, @Query() query: ProductReviewsQueryDto): Promise<ProductReviews> {
    return this.reviews.ofProduct(id, query);
  }

  /** The caller's: whether they may write one (the product page's form), and theirs if written. */
  @ApiBearerAuth()
  @Get('product/:id/reviews/mine')
  mine(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<MyProductReview> {
    return this.reviews.mine(caller, id);
  }

  /** A customer with a delivered order holding the product, once; answered 201 with the review, pending. */
  @ApiBearerAuth()
  @Post('product/:id/reviews')
  create(@CurrentUser() author: AuthUser, @Param('id') id: string, @Body() body: ReviewDto): Promise<Review> {
    return this.reviews.create(author, id, body);
  }

  @ApiBearerAuth()
  @Permit('reviews')
  @Get('reviews')
  @Paged()
  list(@Query() query: ListReviewsQuery): Promise<PagedList<AdminReview>> {
    return this.reviews.list(query);
  }

  /** The author's own: held again (`pending`). */
  @ApiBearerAuth()
  @Put('reviews/:id')
  update(@CurrentUser() author: AuthUser, @Param('id') id: string, @Body() body: ReviewDto): Promise<Review> {
    return this.reviews.update(author, id, body);
  }

  @ApiBearerAuth()
  @Delete('reviews/:id')
  @HttpCode(200)
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ApiMessage> {
    await this.reviews.remove(caller, id);
    return { success: true, message: REVIEW_DELETED_MESSAGE };
  }

  @ApiBearerAuth()
  @Permit('reviews')
  @Put('reviews/:id/moderation')
  moderate(@Param('id') id: string, @Body() body: ReviewModerationDto): Promise<AdminReview> {
    return this.reviews.moderate(id, body);
  }
}
