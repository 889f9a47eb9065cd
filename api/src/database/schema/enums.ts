import { pgEnum } from 'drizzle-orm/pg-core';
import {
  DISCOUNT_TYPES,
  GENDER_CATEGORIES,
  GENERAL_CATEGORIES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
} from '../../contracts';

export const generalCategoryEnum = pgEnum('general_category', GENERAL_CATEGORIES);
export const genderCategoryEnum = pgEnum('gender_category', GENDER_CATEGORIES);

/** 'awaiting payment' is the transient state of a Khalti order whose payment is not verified yet (docs/rules.md, Orders). */
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);

export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
