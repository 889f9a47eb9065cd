import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import { Public } from '../common/decorators/public.decorator';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  /** For start scripts and load balancers: answers only when the database does. */
  @Public()
  @Get()
  async check(): Promise<{ ok: true; database: string }> {
    await this.database.db.execute(sql`select 1`);
    return { ok: true, database: this.database.driver };
  }
}
