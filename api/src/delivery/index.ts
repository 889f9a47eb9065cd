export { DeliveryModule } from './delivery.module';
export { type DeliveryCharge, DeliveryService } from './delivery.service';
