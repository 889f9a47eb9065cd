import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth';
import { OptionalAuth, Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import {
  type ApiMessage,
  CONTACT_SENT_MESSAGE,
  type ContactMessage,
  FEEDBACK_DELETED_MESSAGE,
  FEEDBACK_UPDATED_MESSAGE,
  type Testimonial,
  type UpdateContactResponse,
} from '../contracts';
import { ContactsService } from './contacts.service';
import { CreateContactDto } from './dto/create-contact.dto';
import { ListContactsQuery } from './dto/list-contacts.query';
import { UpdateContactDto } from './dto/update-contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @ApiBearerAuth()
  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateContactDto): Promise<ApiMessage> {
    await this.contacts.create(user, body);
    return { success: true, message: CONTACT_SENT_MESSAGE };
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
    @Query() query: ListContactsQuery,
  ): Promise<PagedList<ContactMessage | Testimonial>> {
    return this.contacts.list(user, query);
  }

  /** Declared before ':id' so the path is not read as an id. */
  @Public()
  @Get('testimonials')
  testimonials(): Promise<Testimonial[]> {
    return this.contacts.testimonials();
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Get(':id')
  get(@Param('id') id: string): Promise<ContactMessage> {
    return this.contacts.get(id);
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Put(':id')
  async update(@Param('id') id: string, @Body() body: UpdateContactDto): Promise<UpdateContactResponse> {
    const contact = await this.contacts.setFeatured(id, body.isFeatured);
    return { success: true, message: FEEDBACK_UPDATED_MESSAGE, contact };
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string): Promise<ApiMessage> {
    await this.contacts.remove(id);
    return { success: true, message: FEEDBACK_DELETED_MESSAGE };
  }
}
