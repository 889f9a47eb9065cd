import type { FormEvent } from 'react';
import type { I18n } from '@lingui/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PASSWORD_MIN, PHONE_LENGTH } from '@pashmina/contracts';
import { Button, formatCount, languageOf, SHELL_ROUTES, toast, useI18n } from '@pashmina/shared-ui';
import { useRegisterMutation } from '../api/signIn';
import { FormField } from '@pashmina/shared-ui/forms';
import {
  registerErrorMessage,
  validateRegister,
  type RegisterField,
  type RegisterValues,
} from '../validation';
import { useCheckedForm } from '../useCheckedForm';
import styles from './AuthForm.module.css';

const EMPTY: RegisterValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  address: '',
};

/** The form's fields, in order, in the page's language. */
const fieldsIn = (
  i18n: I18n,
): {
  field: RegisterField;
  label: string;
  type: string;
  autoComplete: string;
  hint?: string;
}[] => {
  const count = (n: number) => formatCount(n, languageOf(i18n));
  return [
    {
      field: 'name',
      label: i18n._({ id: 'field.fullName', message: 'Full name' }),
      type: 'text',
      autoComplete: 'name',
    },
    {
      field: 'email',
      label: i18n._({ id: 'field.email', message: 'Email' }),
      type: 'email',
      autoComplete: 'email',
    },
    {
      field: 'password',
      label: i18n._({ id: 'field.password', message: 'Password' }),
      type: 'password',
      autoComplete: 'new-password',
      hint: i18n._({
        id: 'register.password.hint',
        message: 'At least {min} characters.',
        values: { min: count(PASSWORD_MIN) },
      }),
    },
    {
      field: 'confirmPassword',
      label: i18n._({ id: 'field.confirmPassword', message: 'Confirm password' }),
      type: 'password',
      autoComplete: 'new-password',
    },
    {
      field: 'phone',
      label: i18n._({ id: 'field.phone', message: 'Phone' }),
      type: 'tel',
      autoComplete: 'tel-national',
      hint: i18n._({
        id: 'register.phone.hint',
        message: 'A {digits}-digit mobile number, e.g. 98XXXXXXXX.',
        values: { digits: count(PHONE_LENGTH) },
      }),
    },
    {
      field: 'address',
      label: i18n._({ id: 'field.address', message: 'Address' }),
      type: 'text',
      autoComplete: 'street-address',
    },
  ];
};

export function RegisterPage() {
  const navigate = useNavigate();
  // Carried on to the login page, so a shopper sent here from the checkout still returns there.
  const { state } = useLocation();
  const [register, { isLoading }] = useRegisterMutation();
  const { i18n } = useI18n();
  const fields = fieldsIn(i18n);
  const { values, errors, change, check } = useCheckedForm(EMPTY, validateRegister, fields, 'register');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const response = await register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        phone: values.phone.trim(),
        address: values.address.trim(),
      }).unwrap();
      if (!response.success) {
        toast.error(response.message);
        return;
      }
      toast.success(response.message);
      navigate(SHELL_ROUTES.login, { state });
    } catch (error) {
      toast.error(registerErrorMessage(error));
    }
  };

  return (
    <section className={styles.page} aria-labelledby="register-title">
      <div className={styles.card}>
        <h1 id="register-title" className={styles.title}>
          {i18n._({ id: 'page.register.title', message: 'Register' })}
        </h1>
        <p className={styles.lead}>
          {i18n._({
            id: 'register.lead',
            message: 'Create your account to check out and follow your orders.',
          })}
        </p>
        {/* noValidate: the fields stay `required`, but our messages are all shown together. */}
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading}>
          {fields.map(({ field, label, type, autoComplete, hint }) => (
            <FormField
              key={field}
              id={`register-${field}`}
              name={field}
              label={label}
              type={type}
              autoComplete={autoComplete}
              hint={hint}
              required
              value={values[field]}
              error={errors[field]}
              onChange={(e) => change(field, e.target.value)}
            />
          ))}
          <Button type="submit" size="lg" fullWidth disabled={isLoading}>
            {isLoading
              ? i18n._({ id: 'register.busy', message: 'Creating your account…' })
              : i18n._({ id: 'page.register.title', message: 'Register' })}
          </Button>
        </form>
        <p className={styles.switch}>
          {i18n._({ id: 'register.haveAccount', message: 'Already have an account?' })}{' '}
          <Link to={SHELL_ROUTES.login} state={state}>
            {i18n._({ id: 'page.login.title', message: 'Login' })}
          </Link>
        </p>
      </div>
    </section>
  );
}
