import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaymentOutcome } from '@pashmina/contracts';
import type { I18n } from '@lingui/core';
import { Button, toast, useAppDispatch, useI18n } from '@pashmina/shared-ui';
import { readSavedCart, restoreSavedCart } from '../savedCart';
import styles from './Checkout.module.css';

/** A cancel at either wallet: the cart is put back as it was before the shopper left for the wallet. */
const CANCELLED_MESSAGE = 'Your payment was cancelled. Your cart is as you left it.';

export const PAYMENT_MESSAGES: Record<PaymentOutcome, string> = {
  cancelled: CANCELLED_MESSAGE,
  failed: 'Your Khalti payment did not go through. No order was placed; you can try again.',
  pending:
    'Your Khalti payment is still being confirmed. Your order will show as paid in My orders once Khalti confirms it.',
  'esewa-cancelled': CANCELLED_MESSAGE,
  'esewa-unconfirmed': 'We could not confirm your eSewa payment.',
};

/** The outcome's message in the page's language (PAYMENT_MESSAGES are the English). */
function paymentMessage(i18n: I18n, outcome: PaymentOutcome): string {
  switch (outcome) {
    case 'cancelled':
    case 'esewa-cancelled':
      return i18n._({
        id: 'payment.cancelled.kept',
        message: 'Your payment was cancelled. Your cart is as you left it.',
      });
    case 'failed':
      return i18n._({
        id: 'payment.failed',
        message: 'Your Khalti payment did not go through. No order was placed; you can try again.',
      });
    case 'pending':
      return i18n._({
        id: 'payment.pending',
        message:
          'Your Khalti payment is still being confirmed. Your order will show as paid in My orders once Khalti confirms it.',
      });
    case 'esewa-unconfirmed':
      return i18n._({ id: 'payment.esewaUnconfirmed', message: 'We could not confirm your eSewa payment.' });
  }
}

const isOutcome = (value: string | null): value is PaymentOutcome =>
  value !== null && Object.prototype.hasOwnProperty.call(PAYMENT_MESSAGES, value);

const isCancel = (outcome: string | null) => outcome === 'cancelled' || outcome === 'esewa-cancelled';

/**
 * /Cart?payment=<outcome>: where a wallet's return sends an unpaid shopper. A cancel puts the cart back as it was
 * (lines, code, district) at once; a payment that did not go through offers it back.
 */
export function PaymentReturnNotice() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  const { i18n } = useI18n();
  // A pending payment may still complete: offering its cart again could order it twice.
  const [canRestore, setCanRestore] = useState(
    () => (outcome === 'failed' || outcome === 'esewa-unconfirmed') && readSavedCart().lines.length > 0,
  );
  useEffect(() => {
    // The saved copy is forgotten as it is put back, so a second run (a reload, React's double effects) adds nothing.
    if (isCancel(outcome)) restoreSavedCart(dispatch);
  }, [outcome, dispatch]);
  if (!isOutcome(outcome)) return null;

  const restore = () => {
    restoreSavedCart(dispatch);
    setCanRestore(false);
    toast.success(i18n._({ id: 'payment.restored', message: 'Your cart is back.' }));
  };

  return (
    <div className={outcome === 'pending' ? styles.info : styles.warning} role="alert">
      <p>{paymentMessage(i18n, outcome)}</p>
      {canRestore && (
        <Button variant="secondary" size="sm" onClick={restore}>
          {i18n._({ id: 'payment.restore', message: 'Restore my cart' })}
        </Button>
      )}
    </div>
  );
}
