// The Prometheus metrics: the hooks other modules call where their events happen, and the METRICS_PORT listener.
export {
  countCatalogCache,
  countEmailFailed,
  countOrderCreated,
  countPayment,
  labelRoute,
  timeRequests,
  watchLastBackup,
  watchEmailQueue,
} from './metrics';
export { METRICS_PATH, MetricsServer } from './metrics-server';
export { MetricsModule } from './metrics.module';
