import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permit } from '../common/decorators/permit.decorator';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import { type ApiMessage, DISCOUNT_DELETED_MESSAGE, type DiscountCode } from '../contracts';
import { DiscountsService } from './discounts.service';
import { CreateDiscountDto, UpdateDiscountDto } from './dto/discount-write.dto';
import { ListDiscountsQuery } from './dto/list-discounts.query';

/** The admin's discount codes. The cart's check (POST discounts/check) is DiscountCheckController's. */
@ApiTags('discounts')
@ApiBearerAuth()
@Permit('discounts')
@Controller('discounts')
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  /** One page, newest first; `q` a part of the code; the total in X-Total-Count. */
  @Get()
  @Paged()
  list(@Query() query: ListDiscountsQuery): Promise<PagedList<DiscountCode>> {
    return this.discounts.list(query);
  }

  /** 201 with the code; 400 for a bad field (named in `field`), 409 for a code that exists. */
  @Post()
  create(@Body() body: CreateDiscountDto): Promise<DiscountCode> {
    return this.discounts.create(body);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<DiscountCode> {
    return this.discounts.get(id);
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: UpdateDiscountDto): Promise<DiscountCode> {
    return this.discounts.update(id, body);
  }

  /** 409 for a code an order holds a use of: deactivate it instead. */
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string): Promise<ApiMessage> {
    await this.discounts.remove(id);
    return { success: true, message: DISCOUNT_DELETED_MESSAGE };
  }
}
