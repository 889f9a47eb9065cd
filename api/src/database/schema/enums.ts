import { pgEnum } from 'drizzle-orm/pg-core';
import { GENDER_CATEGORIES, GENERAL_CATEGORIES } from '../../contracts';

export const generalCategoryEnum = pgEnum('general_category', GENERAL_CATEGORIES);
export const genderCategoryEnum = pgEnum('gender_category', GENDER_CATEGORIES);

/** 'awaiting payment' is the transient state of a Khalti order whose payment is not verified yet (DESIGN §5). */
export const ORDER_STATUSES = ['awaiting payment', 'cash on delivery', 'paid', 'delivered', 'cancelled'] as const;
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

export const PAYMENT_METHODS = ['khalti', 'cash'] as const;
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
