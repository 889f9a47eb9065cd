import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import type { PaymentMethodInfo } from '../contracts';
import { PaymentMethods } from './payment-methods';

@ApiTags('payments')
@Controller('payments')
export class PaymentMethodsController {
  constructor(private readonly methods: PaymentMethods) {}

  /** The enabled ways to pay (PAYMENT_METHODS), in the order the cart shows them. */
  @Public()
  @Get('methods')
  list(): PaymentMethodInfo[] {
    return this.methods.list();
  }
}
