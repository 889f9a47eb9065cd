import { useState, type FormEvent } from 'react';
import { normalizeDiscountCode } from '@pashmina/contracts';
import {
  Button,
  cartDiscountApplied,
  cartDiscountRemoved,
  errorMessage,
  formatAmount,
  selectCartLines,
  selectToken,
  useAppDispatch,
  useAppSelector,
  useI18n,
  useRuleMessage,
} from '@pashmina/shared-ui';
import type { DiscountCheckResponse } from '@pashmina/contracts';
import { FormField } from '@pashmina/shared-ui/forms';
import { useLazyCheckDiscountQuery } from '../../../hooks/discountApi';
import { discountCheckOf, type CartDiscount } from '../../../hooks/useCartDiscount';
import styles from './CartPage.module.css';

export const DISCOUNT_LOGIN_MESSAGE = 'Please log in to use a discount code.';

/** Why the server says a code does not apply, by its message's id and values (docs/api.md). */
const refusalOf = (check: DiscountCheckResponse) => ({
  code: check.messageId,
  params: check.params,
  message: check.message,
});

/**
 * The cart's 'Discount code' field and 'Apply', until a code is kept (its line is then AppliedDiscount's, under the
 * subtotal). The server says whether a code applies and why not, in the shop's words (docs/rules.md, Discount codes),
 * which the cart says by the message's id in the page's language.
 */
export function DiscountCode({ discount }: { discount: CartDiscount }) {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const token = useAppSelector(selectToken);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string>();
  const [checkCode, { isFetching }] = useLazyCheckDiscountQuery();
  const { i18n } = useI18n();
  const rule = useRuleMessage();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeDiscountCode(typed);
    if (!code) return;
    if (!token) {
      setMessage(i18n._({ id: 'discount.login', message: 'Please log in to use a discount code.' }));
      return;
    }
    try {
      const response = await checkCode(discountCheckOf(code, lines)).unwrap();
      setMessage(response.valid ? undefined : rule(refusalOf(response)));
      if (response.valid) {
        dispatch(cartDiscountApplied(response.code));
        setTyped('');
      }
    } catch (error) {
      setMessage(
        errorMessage(
          error,
          i18n._({ id: 'discount.checkFailed', message: 'Could not check this code. Please try again.' }),
        ),
      );
    }
  };

  if (discount.code) return null;
  return (
    <form className={styles.discountForm} onSubmit={(event) => void apply(event)} noValidate>
      <FormField
        id="discount-code"
        label={i18n._({ id: 'discount.field', message: 'Discount code' })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setMessage(undefined);
        }}
        error={message}
      />
      <Button type="submit" variant="secondary" disabled={isFetching || !typed.trim()} aria-busy={isFetching}>
        {i18n._({ id: 'discount.apply', message: 'Apply' })}
      </Button>
    </form>
  );
}

/** The code kept with the cart, under the subtotal: 'Discount (CODE)' and what it takes off, or why not, and 'Remove'. */
export function AppliedDiscount({ discount }: { discount: CartDiscount }) {
  const dispatch = useAppDispatch();
  const { i18n, language } = useI18n();
  const rule = useRuleMessage();
  if (!discount.code) return null;
  const { check } = discount;
  return (
    <div className={styles.discount}>
      <p className={styles.discountLine}>
        <span>
          {i18n._({ id: 'discount.label', message: 'Discount ({code})', values: { code: discount.code } })}
        </span>{' '}
        {check?.valid && <strong>− {formatAmount(check.discount, language)}</strong>}
      </p>
      {check && !check.valid && (
        <p className={styles.discountError} role="alert">
          {rule(refusalOf(check))}
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={() => dispatch(cartDiscountRemoved())}>
        {i18n._({ id: 'cart.remove', message: 'Remove' })}
      </Button>
    </div>
  );
}
