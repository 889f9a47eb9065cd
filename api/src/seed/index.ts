export { DEMO_CUSTOMER, type SeedOptions, type SeedResult, SeedService } from './seed.service';
export { SeedModule } from './seed.module';
