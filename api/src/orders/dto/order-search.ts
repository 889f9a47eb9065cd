import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ORDER_SEARCH_MAX, ORDER_STATUSES, PAYMENT_METHODS } from '../../contracts';
import { SearchTextField } from '../../common/validation/search-text';

/** `q`: a part of the order id or its number (admins only; a customer's list ignores it, like the feedback list's q). */
export const OrderSearchField = () =>
  SearchTextField(
    ORDER_SEARCH_MAX,
    "Admins: the order id contains the text (case-insensitive), or the order's number is it (1001 or #1001)",
  );

export const OrderStatusFilter = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: ORDER_STATUSES }),
    IsOptional(),
    IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
  );

/** `payment_method`: only the orders paid this way, by the name orders are stored under (`cash` is cash on delivery). */
export const OrderPaymentMethodFilter = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: PAYMENT_METHODS }),
    IsOptional(),
    IsIn(PAYMENT_METHODS, { message: `payment_method must be one of ${PAYMENT_METHODS.join(', ')}` }),
  );
