import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DEFAULT_CHECKOUT_PAYMENT_METHOD,
  DISTRICT_REQUIRED_MESSAGE,
  districtName,
  EMPTY_CART_MESSAGE,
  LOGIN_FIRST_MESSAGE,
  ORDER_FAILED_MESSAGE,
  ORDER_PLACED_MESSAGE,
  type CheckoutPaymentMethod,
} from '@pashmina/contracts';
import {
  baseApi,
  Button,
  cartCleared,
  errorMessage,
  errorStatus,
  selectCartDiscountCode,
  selectCartDistrict,
  selectCartLines,
  selectSessionUser,
  selectToken,
  sessionUserUpdated,
  SHELL_ROUTES,
  STOREFRONT_ROUTES,
  toast,
  useAppDispatch,
  useAppSelector,
  useI18n,
} from '@pashmina/shared-ui';
import { deliveryApi, useCreateOrderMutation, useUpdateProfileMutation } from '@pashmina/shared-ui/orders';
import { PhoneCheck } from './PhoneCheck';
import { deliveryOf, useCartDelivery } from '../../../hooks/useCartDelivery';
import { useCartDiscount } from '../../../hooks/useCartDiscount';
import { browser } from '../browser';
import { buildOrderPayload, isKhaltiResponse, offeredMethods } from '../checkout';
import { useGetPaymentMethodsQuery } from '../paymentMethodsApi';
import { saveCartForPayment } from '../savedCart';
import { BillingDetails } from './BillingDetails';
import type { PlacedOrderState } from './SuccessPage';
import styles from './Checkout.module.css';

export interface CheckoutPanelProps {
  /** The chosen payment method, kept by the page so that the cart's total follows it (cash is whole rupees). */
  method?: CheckoutPaymentMethod;
  onMethodChange?: (method: CheckoutPaymentMethod) => void;
}

/** Billing information, the payment choice and Checkout (docs/rules.md, Checkout). */
export function CheckoutPanel({ method: chosen, onMethodChange }: CheckoutPanelProps = {}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lines = useAppSelector(selectCartLines);
  const savedCode = useAppSelector(selectCartDiscountCode);
  const savedDistrict = useAppSelector(selectCartDistrict);
  const user = useAppSelector(selectSessionUser);
  const token = useAppSelector(selectToken);
  const [own, setOwn] = useState<CheckoutPaymentMethod>(DEFAULT_CHECKOUT_PAYMENT_METHOD);
  const picked = chosen ?? own;
  const setMethod = (next: CheckoutPaymentMethod) => {
    setOwn(next);
    onMethodChange?.(next);
  };
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const [keepDistrict, setKeepDistrict] = useState(true);
  // The shop asks for a verified phone before cash on delivery: the code's form, until it is verified.
  const [phoneCheck, setPhoneCheck] = useState(false);
  const [updateProfile] = useUpdateProfileMutation();
  const { i18n, language } = useI18n();
  const texts: Record<CheckoutPaymentMethod, { label: string; hint: string }> = {
    khalti: {
      label: i18n._({ id: 'checkout.khalti', message: 'Khalti' }),
      hint: i18n._({ id: 'checkout.khalti.hint', message: 'Pay now with your Khalti wallet.' }),
    },
    esewa: {
      label: i18n._({ id: 'checkout.esewa', message: 'eSewa' }),
      hint: i18n._({ id: 'checkout.esewa.hint', message: 'You will pay in the eSewa app or website.' }),
    },
    cashOnDelivery: {
      label: i18n._({ id: 'checkout.cash', message: 'Cash on Delivery' }),
      hint: i18n._({ id: 'checkout.cash.hint', message: 'Pay when your order arrives.' }),
    },
  };
  // The enabled methods, as the API lists them; the contracts' list until it answers (or when it cannot).
  const { data: listed } = useGetPaymentMethodsQuery();
  const offered = offeredMethods(listed);
  const discount = useCartDiscount();
  const delivery = useCartDelivery(discount.total);
  // Where couriers collect no cash, cash on delivery cannot be chosen: a wallet it is.
  const noCash = delivery.terms && !delivery.terms.cashOnDelivery ? delivery.district : undefined;
  const choosable = offered.filter((id) => !(id === 'cashOnDelivery' && noCash));
  // A method the API no longer lists, or cash where none is collected, gives way to the first one left.
  const method: CheckoutPaymentMethod = choosable.includes(picked) ? picked : (choosable[0] ?? picked);
  // The page's total follows the method: tell it when the list or the district takes the choice away.
  useEffect(() => {
    if (method !== picked) onMethodChange?.(method);
  }, [method, picked, onMethodChange]);

  const checkout = async () => {
    if (lines.length === 0) {
      toast.error(EMPTY_CART_MESSAGE);
      return;
    }
    if (!user || !token) {
      toast.error(LOGIN_FIRST_MESSAGE);
      navigate(
        { pathname: SHELL_ROUTES.login, search: `?redirect=${encodeURIComponent(STOREFRONT_ROUTES.cart)}` },
        { state: { from: STOREFRONT_ROUTES.cart } },
      );
      return;
    }
    // The districts' terms may still be on their way when Checkout is pressed: wait for them.
    const districts = delivery.district
      ? await dispatch(deliveryApi.endpoints.getDeliveryDistricts.initiate())
          .unwrap()
          .catch(() => undefined)
      : undefined;
    const sent = delivery.terms ? delivery : deliveryOf(discount.total, delivery.district, districts);
    if (!sent.terms) {
      toast.error(DISTRICT_REQUIRED_MESSAGE);
      document.getElementById('billing-district')?.focus();
      return;
    }
    try {
      // A code kept with the cart goes with the order: the server checks it again and says why when it no longer applies.
      const withCode = discount.code ? { code: discount.code } : undefined;
      const payload = buildOrderPayload(
        lines,
        user,
        method,
        { district: sent.district, total: sent.total },
        withCode,
        language,
      );
      const response = await createOrder(payload).unwrap();
      // The district it went to stays on the profile, unless the shopper unticked it; the order is placed either way.
      if (keepDistrict && sent.district !== (user.district ?? ''))
        await updateProfile({
          name: user.name,
          email: user.email,
          phone: user.phone,
          address: user.address,
          district: sent.district,
        })
          .unwrap()
          .then((saved) => dispatch(sessionUserUpdated(saved.updatedUser)))
          .catch(() => undefined);
      // A wallet (Khalti, eSewa) answers its payment page: the shopper goes there, the whole cart kept aside for a
      // cancel to bring back.
      if (isKhaltiResponse(response)) {
        saveCartForPayment({ lines, discountCode: savedCode, district: savedDistrict });
        dispatch(cartCleared());
        browser.assign(response.data.payment_url);
        return;
      }
      dispatch(cartCleared());
      toast.success(response.message || ORDER_PLACED_MESSAGE);
      // The thank-you page, with the order it thanks for: a reload reads it again by its id.
      const placed: PlacedOrderState = { order: response.order };
      navigate(
        { pathname: STOREFRONT_ROUTES.success, search: `?order=${encodeURIComponent(response.order._id)}` },
        { state: placed },
      );
    } catch (error) {
      const status = errorStatus(error);
      if (status === 401) return; // the session has ended; the shopper was told and can log in again
      if (status === 409 && (error as { data?: { code?: string } }).data?.code === 'PHONE_NOT_VERIFIED') {
        setPhoneCheck(true);
        toast.error(errorMessage(error, ORDER_FAILED_MESSAGE));
        return;
      }
      if (status === 409) {
        // Prices, stock or the code moved: say why and re-run the cart's checks so the figures refresh.
        toast.error(errorMessage(error, ORDER_FAILED_MESSAGE));
        dispatch(
          baseApi.util.invalidateTags([
            ...lines.map((l) => ({ type: 'Product' as const, id: l._id })),
            { type: 'Delivery' as const, id: 'ZONES' },
          ]),
        );
        discount.recheck();
        return;
      }
      toast.error(ORDER_FAILED_MESSAGE);
    }
  };

  return (
    <>
      <BillingDetails
        user={user}
        token={token}
        district={delivery.district}
        keepDistrict={keepDistrict}
        onKeepDistrictChange={setKeepDistrict}
      />
      <section className={styles.box} aria-labelledby="payment-title">
        <h2 id="payment-title" className={styles.heading}>
          {i18n._({ id: 'checkout.payment', message: 'Payment' })}
        </h2>
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>
            {i18n._({ id: 'checkout.method', message: 'Payment method' })}
          </legend>
          {offered.map((id) => {
            const m = { value: id, ...texts[id] };
            const refused =
              m.value === 'cashOnDelivery' && noCash
                ? i18n._({
                    id: 'checkout.cash.unavailable',
                    message: 'Cash on delivery is not available in {district}. Please pay with Khalti.',
                    values: { district: districtName(noCash, language) },
                  })
                : '';
            return (
              <label key={m.value} className={styles.method}>
                <input
                  type="radio"
                  name="payment_method"
                  value={m.value}
                  checked={method === m.value}
                  disabled={Boolean(refused)}
                  onChange={() => setMethod(m.value)}
                />
                <span>
                  <span className={styles.methodLabel}>{m.label}</span>
                  <span className={styles.muted}>{refused || m.hint}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        {phoneCheck && user && method === 'cashOnDelivery' && (
          <PhoneCheck
            phone={user.phone}
            onVerified={() => {
              setPhoneCheck(false);
              void checkout();
            }}
          />
        )}
        <Button
          size="lg"
          fullWidth
          onClick={() => void checkout()}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading
            ? i18n._({ id: 'checkout.placing', message: 'Placing your order…' })
            : i18n._({ id: 'checkout.button', message: 'Checkout' })}
        </Button>
      </section>
    </>
  );
}
