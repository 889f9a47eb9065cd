import { Readable } from 'node:stream';
import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { clientOf } from '../common/throttling';
import { type AuthUser, CurrentUser } from '../auth';
import { Permit } from '../common/decorators/permit.decorator';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import {
  type Order,
  type RefundResponse,
  type TrackedOrder,
  orderExportFilename,
  ORDER_CANCELLED_MESSAGE,
  ORDER_UPDATED_MESSAGE,
  type UpdateOrderStatusResponse,
} from '../contracts';
import { CreateRefundDto } from './dto/create-refund.dto';
import { RecordRefundOutcomeDto } from './dto/record-refund-outcome.dto';
import { ExportOrdersQuery } from './dto/export-orders.query';
import { ListOrdersQuery } from './dto/list-orders.query';
import { UpdateOrderStatusDto } from './dto/update-order-status.dto';
import { OrderStatusService } from './order-status.service';
import { OrderTracking } from './order-tracking.service';
import { OrdersExportService } from './orders-export.service';
import { OrdersService } from './orders.service';
import { RefundsService } from './refunds.service';
import { RefusedStatusChangeLog } from './refused-status-change.interceptor';

@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly statuses: OrderStatusService,
    private readonly exports: OrdersExportService,
    private readonly refunds: RefundsService,
    private readonly tracking: OrderTracking,
  ) {}

  /** One page, newest first; the total over every page in X-Total-Count. */
  @Get()
  @Paged()
  list(@CurrentUser() user: AuthUser, @Query() query: ListOrdersQuery): Promise<PagedList<Order>> {
    return this.orders.list(user, query);
  }

  /**
   * Admin: every order the list's `q` and `status` match, as CSV, streamed batch by batch. Declared before
   * ':orderId', which would otherwise take 'export.csv' for an id.
   */
  @Permit('orders')
  @Get('export.csv')
  @Header('Cache-Control', 'no-store')
  exportCsv(@Query() query: ExportOrdersQuery): StreamableFile {
    const day = new Date().toISOString().slice(0, 10);
    return new StreamableFile(Readable.from(this.exports.csv(query), { objectMode: false }), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${orderExportFilename(day)}"`,
    });
  }

  /**
   * Public: an order by its number and the phone it was placed with (the tracking page), nothing else of it. The same
   * 404 for a wrong number or phone; 429 past TRACKING_FAILURE_LIMIT wrong tries. Declared before ':orderId'.
   */
  @Public()
  @Get('track')
  @Header('Cache-Control', 'no-store')
  track(
    @Query('number') number: unknown,
    @Query('phone') phone: unknown,
    @Req() req: Request,
  ): Promise<TrackedOrder> {
    return this.tracking.track(number, phone, clientOf(req));
  }

  @Get(':orderId')
  get(@CurrentUser() user: AuthUser, @Param('orderId') orderId: string): Promise<Order> {
    return this.orders.get(user, orderId);
  }

  @Permit('orders')
  @Put(':id')
  @UseInterceptors(RefusedStatusChangeLog)
  async setStatus(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateOrderStatusDto,
  ): Promise<UpdateOrderStatusResponse> {
    const order = await this.statuses.setStatus(admin, id, body.status, {
      courier: body.courier,
      trackingNumber: body.trackingNumber,
    });
    return { success: true, message: ORDER_UPDATED_MESSAGE, order };
  }

  /** The customer cancels their own order awaiting payment; its stock goes back. */
  @Post(':orderId/cancel')
  @HttpCode(200)
  @UseInterceptors(RefusedStatusChangeLog)
  async cancel(
    @CurrentUser() user: AuthUser,
    @Param('orderId') orderId: string,
  ): Promise<UpdateOrderStatusResponse> {
    const order = await this.statuses.cancelAwaiting(user, orderId);
    return { success: true, message: ORDER_CANCELLED_MESSAGE, order };
  }

  /** Admin: money back on a paid order, through Khalti or in cash (docs/rules.md, Refunds). */
  @Permit('refunds')
  @Post(':orderId/refunds')
  refund(
    @CurrentUser() admin: AuthUser,
    @Param('orderId') orderId: string,
    @Body() body: CreateRefundDto,
  ): Promise<RefundResponse<Order>> {
    return this.refunds.create(admin, orderId, body);
  }

  /** Admin: asks Khalti's lookup about the order's refunds now (a pending one, one made in Khalti's dashboard). */
  @Permit('refunds')
  @Post(':orderId/refunds/check')
  @HttpCode(200)
  checkRefunds(@CurrentUser() admin: AuthUser, @Param('orderId') orderId: string): Promise<Order> {
    return this.refunds.checkAgain(admin, orderId);
  }

  /**
   * Admin: what Khalti's dashboard shows of a refund Khalti's lookup could not settle ('Check in Khalti's dashboard'):
   * succeeded or failed.
   */
  @Permit('refunds')
  @Post(':orderId/refunds/:refundId/outcome')
  @HttpCode(200)
  recordRefundOutcome(
    @CurrentUser() admin: AuthUser,
    @Param('orderId') orderId: string,
    @Param('refundId') refundId: string,
    @Body() body: RecordRefundOutcomeDto,
  ): Promise<RefundResponse<Order>> {
    return this.refunds.recordOutcome(admin, orderId, refundId, body.status);
  }
}
