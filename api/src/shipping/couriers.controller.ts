import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permit } from '../common/decorators/permit.decorator';
import { type ApiMessage, type Courier, COURIER_DELETED_MESSAGE } from '../contracts';
import { CouriersService } from './couriers.service';
import { CreateCourierDto, UpdateCourierDto } from './dto/courier-write.dto';

/** The owner's couriers, for admins (docs/rules.md, Shipping). */
@ApiTags('couriers')
@ApiBearerAuth()
@Permit('couriers')
@Controller('couriers')
export class CouriersController {
  constructor(private readonly couriers: CouriersService) {}

  /** Oldest first: a new shop's two, then the owner's. */
  // Staff ship orders: they choose from the list, they do not change it.
  @Permit('orders')
  @Get()
  list(): Promise<Courier[]> {
    return this.couriers.list();
  }

  /** 201 with the courier; 409 for a name taken (any case). */
  @Post()
  create(@Body() body: CreateCourierDto): Promise<Courier> {
    return this.couriers.create(body);
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: UpdateCourierDto): Promise<Courier> {
    return this.couriers.update(id, body);
  }

  /** 409 once it has shipped orders: rename it instead. */
  @Delete(':id')
  async remove(@Param('id') id: string): Promise<ApiMessage> {
    await this.couriers.remove(id);
    return { success: true, message: COURIER_DELETED_MESSAGE };
  }
}
