import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PASSWORD_MIN, PHONE_LENGTH } from '@pashmina/contracts';
import { Button, FormField, SHELL_ROUTES, toast, useRegisterMutation } from '@pashmina/shared-ui';
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

const FIELDS: {
  field: RegisterField;
  label: string;
  type: string;
  autoComplete: string;
  hint?: string;
}[] = [
  { field: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    field: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN} characters.`,
  },
  { field: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
  {
    field: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel-national',
    hint: `A ${PHONE_LENGTH}-digit mobile number, e.g. 98XXXXXXXX.`,
  },
  { field: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
];

export function RegisterPage() {
  const navigate = useNavigate();
  // Carried on to the login page, so a shopper sent here from the checkout still returns there.
  const { state } = useLocation();
  const [register, { isLoading }] = useRegisterMutation();
  const { values, errors, change, check } = useCheckedForm(EMPTY, validateRegister, FIELDS, 'register');

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
          Register
        </h1>
        <p className={styles.lead}>Create your account to check out and follow your orders.</p>
        {/* noValidate: the fields stay `required`, but our messages are all shown together. */}
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading}>
          {FIELDS.map(({ field, label, type, autoComplete, hint }) => (
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
            {isLoading ? 'Creating your account…' : 'Register'}
          </Button>
        </form>
        <p className={styles.switch}>
          Already have an account?{' '}
          <Link to={SHELL_ROUTES.login} state={state}>
            Login
          </Link>
        </p>
      </div>
    </section>
  );
}
