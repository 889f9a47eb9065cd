import { Module } from '@nestjs/common';
import { ReturnsController } from './returns.controller';
import { ReturnsReader } from './returns-reader';
import { ReturnsRepository } from './returns.repository';
import { ReturnsService } from './returns.service';

/** Customers' return requests and the admin's answers; the orders module shows them through ReturnsReader. */
@Module({
  controllers: [ReturnsController],
  providers: [ReturnsService, ReturnsRepository, ReturnsReader],
  exports: [ReturnsReader],
})
export class ReturnsModule {}
