import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permit } from '../common/decorators/permit.decorator';
import type { AdminStats, StockStats } from '../contracts';
import { StatsService } from './stats.service';

@ApiTags('stats')
@ApiBearerAuth()
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  /** The admin dashboard's figures, amounts in rupees. */
  @Permit('statistics')
  @Get()
  get(): Promise<AdminStats> {
    return this.stats.get();
  }

  /** The staff's dashboard: orders to deliver and low stock, no money (docs/rules.md, Roles). */
  @Permit('products')
  @Get('stock')
  stock(): Promise<StockStats> {
    return this.stats.work();
  }
}
