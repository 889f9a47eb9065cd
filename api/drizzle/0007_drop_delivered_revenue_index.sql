-- The dashboard now reads running totals kept by triggers (0006); nothing reads this index any more, and every order write paid for it.
DROP INDEX "orders_delivered_created_amount_idx";