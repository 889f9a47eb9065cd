import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth';
import { Permit } from '../common/decorators/permit.decorator';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import type { ReturnRequest } from '../contracts';
import { CreateReturnDto } from './dto/create-return.dto';
import { ListReturnsQuery } from './dto/list-returns.query';
import { UpdateReturnDto } from './dto/update-return.dto';
import { ReturnsService } from './returns.service';

@ApiTags('returns')
@ApiBearerAuth()
@Controller()
export class ReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  /** The order's own customer asks to return lines of a delivered order, within the window. */
  @Post('orders/:orderId/returns')
  request(
    @CurrentUser() customer: AuthUser,
    @Param('orderId') orderId: string,
    @Body() body: CreateReturnDto,
  ): Promise<ReturnRequest> {
    return this.returns.request(customer, orderId, body);
  }

  @Permit('orders')
  @Get('returns')
  @Paged()
  list(@Query() query: ListReturnsQuery): Promise<PagedList<ReturnRequest>> {
    return this.returns.list(query);
  }

  /** Admins, and the customer who asked: the request with its `refundDue` (issue 51). */
  @Get('returns/:id')
  get(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ReturnRequest> {
    return this.returns.get(caller, id);
  }

  @Permit('returns approval')
  @Put('returns/:id')
  change(@Param('id') id: string, @Body() body: UpdateReturnDto): Promise<ReturnRequest> {
    return this.returns.change(id, body.status, body.note);
  }
}
