export { ShippingModule } from './shipping.module';
export { CouriersService } from './couriers.service';
