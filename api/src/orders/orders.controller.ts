import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth';
import { Roles } from '../common/decorators/roles.decorator';
import type { Response } from 'express';
import {
  type CreateOrderResponse,
  type Order,
  TOTAL_COUNT_HEADER,
  type UpdateOrderStatusResponse,
} from '../contracts';
import { CreateOrderDto } from './dto/create-order.dto';
import { ListOrdersQuery } from './dto/list-orders.query';
import { UpdateOrderStatusDto } from './dto/update-order-status.dto';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@ApiBearerAuth()
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** Cash on delivery: `{ success, message, order }`. Khalti: also `data: { payment_url, pidx, order_id }`. */
  @Post('create-orders')
  create(@CurrentUser() user: AuthUser, @Body() body: CreateOrderDto): Promise<CreateOrderResponse> {
    return this.orders.create(user, body);
  }

  /** One page, newest first; the total over every page in X-Total-Count. */
  @Get('orders')
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: ListOrdersQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Order[]> {
    const page = await this.orders.list(user, query);
    res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  }

  @Get('orders/:orderId')
  get(@CurrentUser() user: AuthUser, @Param('orderId') orderId: string): Promise<Order> {
    return this.orders.get(user, orderId);
  }

  @Roles('admin')
  @Put('orders/:id')
  async setStatus(
    @Param('id') id: string,
    @Body() body: UpdateOrderStatusDto,
  ): Promise<UpdateOrderStatusResponse> {
    const order = await this.orders.setStatus(id, body.status);
    return { success: true, message: 'Order updated successfully', order };
  }
}
