export { DEMO_CUSTOMER, type DemoCustomerAccount } from './demo-customer';
export { type SeedOptions, type SeedResult, SeedService } from './seed.service';
export { SeedModule } from './seed.module';
// For the seed's command line (seed-cli.ts): the benchmarks' generators, in bench/seed-bulk/.
export { type BulkGenerators, type BulkSeedKit, bulkSeedKit, loadBulkGenerators } from './bulk-seed';
