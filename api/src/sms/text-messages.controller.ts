import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permit } from '../common/decorators/permit.decorator';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import { ListTextsQuery } from './dto/list-texts.query';
import { type SmsAlert, TEXT_MESSAGE_RESENT_MESSAGE, type TextMessageLogEntry } from '../contracts';
import { TextMessagesService } from './text-messages.service';

/** The text side of the admin's Messages screen, beside GET /api/v1/emails: the same query, the same resend. */
@ApiTags('text-messages')
@ApiBearerAuth()
@Permit('emails')
@Controller('text-messages')
export class TextMessagesController {
  constructor(private readonly texts: TextMessagesService) {}

  @Get()
  @Paged()
  list(@Query() query: ListTextsQuery): Promise<PagedList<TextMessageLogEntry>> {
    return this.texts.list(query);
  }

  /** Declared before ':id'. Sparrow's bad token (1002) or no credit (1013), for the dashboard; null when none. */
  @Get('alert')
  alert(): Promise<{ alert: SmsAlert | null }> {
    return this.texts.alert();
  }

  @Post(':id/resend')
  async resend(
    @Param('id') id: string,
  ): Promise<{ success: true; message: string; textMessage: TextMessageLogEntry }> {
    return { success: true, message: TEXT_MESSAGE_RESENT_MESSAGE, textMessage: await this.texts.resend(id) };
  }
}
