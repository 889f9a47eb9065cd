import { Module } from '@nestjs/common';
import { CartModule } from '../cart';
import { DeliveryModule } from '../delivery';
import { DiscountsModule } from '../discounts';
import { PAYABLE_ORDERS, PaymentsModule } from '../payments';
import { ProductsModule } from '../products';
import { ReturnsModule } from '../returns';
import { ShippingModule } from '../shipping';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { OrderEmails } from './order-emails';
import { OrderStatusService } from './order-status.service';
import { OrderTracking } from './order-tracking.service';
import { OrderTransitions } from './order-transitions';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersExportService } from './orders-export.service';
import { OrdersService } from './orders.service';
import { RefundSettler } from './refund-settler.service';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';

/**
 * Checkout and orders. The cart is priced through the cart module, stock moves through the products module, payments
 * start through the payments module, discount codes are checked, taken and given back through the discounts module, the delivery fee comes from the delivery module; the
 * return from a payment settles orders through PAYABLE_ORDERS, exported here for PaymentReturnModule.
 */
@Module({
  imports: [
    ProductsModule,
    PaymentsModule,
    DiscountsModule,
    DeliveryModule,
    CartModule,
    ReturnsModule,
    ShippingModule,
  ],
  controllers: [CheckoutController, OrdersController],
  providers: [
    CheckoutService,
    OrdersService,
    OrderStatusService,
    OrderTransitions,
    OrderTracking,
    OrdersExportService,
    OrdersRepository,
    OrderEmails,
    RefundsRepository,
    RefundsService,
    RefundSettler,
    { provide: PAYABLE_ORDERS, useExisting: OrderStatusService },
  ],
  exports: [PAYABLE_ORDERS, OrderTransitions, RefundSettler],
})
export class OrdersModule {}
