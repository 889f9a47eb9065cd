import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permit } from '../common/decorators/permit.decorator';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import { EMAIL_RESENT_MESSAGE, type EmailLogEntry, type ResendEmailResponse } from '../contracts';
import { ListEmailsQuery } from './dto/list-emails.query';
import { EmailsService } from './emails.service';

@ApiTags('emails')
@ApiBearerAuth()
@Permit('emails')
@Controller('emails')
export class EmailsController {
  constructor(private readonly emails: EmailsService) {}

  /** One page of the log, newest first; `status`, `q` a part of the recipient; the total in X-Total-Count. */
  @Get()
  @Paged()
  list(@Query() query: ListEmailsQuery): Promise<PagedList<EmailLogEntry>> {
    return this.emails.list(query);
  }

  /** 201 with the copy now queued; 404 for an unknown id, 409 for a password reset. */
  @Post(':id/resend')
  async resend(@Param('id') id: string): Promise<ResendEmailResponse> {
    return { success: true, message: EMAIL_RESENT_MESSAGE, email: await this.emails.resend(id) };
  }
}
