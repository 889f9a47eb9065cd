import { Module } from '@nestjs/common';
import { MetricsServer } from './metrics-server';

@Module({ providers: [MetricsServer], exports: [MetricsServer] })
export class MetricsModule {}
