import { useState } from 'react';
import { PHONE_CODE_LENGTH } from '@pashmina/contracts';
import { Button, errorMessage, sessionUserUpdated, useAppDispatch, useI18n } from '@pashmina/shared-ui';
import { useSendPhoneCodeMutation, useVerifyPhoneMutation } from '@pashmina/shared-ui/orders';
import styles from './Checkout.module.css';

/**
 * Cash on delivery when the shop asks for a verified phone (409 PHONE_NOT_VERIFIED): 'Send code' texts a code to the
 * billing phone, the shopper types its six digits, and once verified the order is placed (`onVerified`).
 */
export function PhoneCheck({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const { i18n } = useI18n();
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState('');
  const [send, { isLoading: sending }] = useSendPhoneCodeMutation();
  const [verify, { isLoading: verifying }] = useVerifyPhoneMutation();
  const failed = i18n._({ id: 'phone.failed', message: 'Something went wrong. Please try again.' });
  const sendCode = () => {
    setProblem('');
    send({ phone })
      .unwrap()
      .then(() => setSent(true))
      .catch((error: unknown) => setProblem(errorMessage(error, failed)));
  };
  const confirm = () => {
    setProblem('');
    verify({ phone, code })
      .unwrap()
      .then((answer) => {
        dispatch(sessionUserUpdated(answer.user));
        onVerified();
      })
      .catch((error: unknown) => setProblem(errorMessage(error, failed)));
  };
  return (
    <div className={styles.box} role="group" aria-labelledby="phone-check-title">
      <h3 id="phone-check-title" className={styles.heading}>
        {i18n._({ id: 'phone.title', message: 'Verify your phone' })}
      </h3>
      <p className={styles.muted}>
        {i18n._({
          id: 'phone.intro',
          message: 'For cash on delivery we send a code by SMS to {phone}.',
          values: { phone },
        })}
      </p>
      <Button variant="secondary" onClick={sendCode} disabled={sending}>
        {i18n._({ id: 'phone.send', message: 'Send code' })}
      </Button>
      {sent && (
        <>
          <label htmlFor="phone-code">{i18n._({ id: 'phone.code', message: 'The six digits' })}</label>
          <input
            id="phone-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <Button onClick={confirm} disabled={verifying || code.length !== PHONE_CODE_LENGTH}>
            {i18n._({ id: 'phone.verify', message: 'Verify and place order' })}
          </Button>
        </>
      )}
      {problem && (
        <p role="alert" className={styles.muted}>
          {problem}
        </p>
      )}
    </div>
  );
}
