import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/decorators/roles.decorator';
import type { AdminStats } from '../contracts';
import { StatsService } from './stats.service';

@ApiTags('stats')
@ApiBearerAuth()
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  /** The admin dashboard's figures, amounts in rupees. */
  @Roles('admin')
  @Get()
  get(): Promise<AdminStats> {
    return this.stats.get();
  }
}
