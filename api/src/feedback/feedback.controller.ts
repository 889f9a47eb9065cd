import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth';
import { OptionalAuth, Public } from '../common/decorators/public.decorator';
import { Permit } from '../common/decorators/permit.decorator';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import {
  type ApiMessage,
  FEEDBACK_SENT_MESSAGE,
  type Feedback,
  FEEDBACK_DELETED_MESSAGE,
  FEEDBACK_UPDATED_MESSAGE,
  type Testimonial,
  type UpdateFeedbackResponse,
} from '../contracts';
import { FeedbackService } from './feedback.service';
import { CreateFeedbackDto } from './dto/create-feedback.dto';
import { ListFeedbackQuery } from './dto/list-feedback.query';
import { UpdateFeedbackDto } from './dto/update-feedback.dto';

@ApiTags('contact')
@Controller('contact')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @ApiBearerAuth()
  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateFeedbackDto): Promise<ApiMessage> {
    await this.feedback.create(user, body);
    return { success: true, message: FEEDBACK_SENT_MESSAGE };
  }

  /**
   * Anonymous: the testimonials (name and message, never the e-mail). Customer: their own messages. Admin: every
   * message, `q` an e-mail substring. Newest first, one page (`page`, `limit`), the total in X-Total-Count.
   */
  @ApiBearerAuth()
  @OptionalAuth()
  @Get()
  @Paged()
  list(
    @CurrentUser() user: AuthUser | undefined,
    @Query() query: ListFeedbackQuery,
  ): Promise<PagedList<Feedback | Testimonial>> {
    return this.feedback.list(user, query);
  }

  /** Declared before ':id' so the path is not read as an id. */
  @Public()
  @Get('testimonials')
  testimonials(): Promise<Testimonial[]> {
    return this.feedback.testimonials();
  }

  @ApiBearerAuth()
  @Permit('feedback')
  @Get(':id')
  get(@Param('id') id: string): Promise<Feedback> {
    return this.feedback.get(id);
  }

  @ApiBearerAuth()
  @Permit('feedback')
  @Put(':id')
  async update(@Param('id') id: string, @Body() body: UpdateFeedbackDto): Promise<UpdateFeedbackResponse> {
    const contact = await this.feedback.setFeatured(id, body.isFeatured);
    return { success: true, message: FEEDBACK_UPDATED_MESSAGE, contact };
  }

  @ApiBearerAuth()
  @Permit('feedback')
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string): Promise<ApiMessage> {
    await this.feedback.remove(id);
    return { success: true, message: FEEDBACK_DELETED_MESSAGE };
  }
}
