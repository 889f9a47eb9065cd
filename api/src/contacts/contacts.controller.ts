import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import type { ApiMessage, ContactMessage, Testimonial, UpdateContactResponse } from '../contracts';
import { ContactsService } from './contacts.service';
import { CreateContactDto } from './dto/create-contact.dto';
import { UpdateContactDto } from './dto/update-contact.dto';

// The spec's messages, spelling included: the clients show them as they are.
const SENT = 'Message sent successfully';
const UPDATED = 'Feedback updated sucessfully';
const DELETED = 'feedback deleted successfully';

@ApiTags('contact')
@Controller('contact')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @ApiBearerAuth()
  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateContactDto): Promise<ApiMessage> {
    await this.contacts.create(user, body);
    return { success: true, message: SENT };
  }

  /** Admin: every message. Customer: their own. Newest first. */
  @ApiBearerAuth()
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<ContactMessage[]> {
    return this.contacts.list(user);
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
    return { success: true, message: UPDATED, contact };
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string): Promise<ApiMessage> {
    await this.contacts.remove(id);
    return { success: true, message: DELETED };
  }
}
