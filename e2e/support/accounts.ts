import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResponse } from '../../api/src/contracts';

/** A customer no other test uses: every test that changes an account registers its own. */
export function newCustomer(tag: string) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `E2E Customer ${tag}`,
    email: `e2e-${tag}-${unique}@pashmina.test`,
    password: 'secret123',
    phone: '9812345678',
    address: 'Thamel, Kathmandu',
  };
}

export type NewCustomer = ReturnType<typeof newCustomer>;

export async function logIn(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  return (await login.json()) as LoginResponse;
}

export async function registerAndLogIn(request: APIRequestContext, customer: NewCustomer) {
  const registered = await request.post('/api/v1/auth/register', { data: customer });
  expect(registered.status()).toBeLessThan(300);
  return logIn(request, customer.email, customer.password);
}

/** The owner account the API creates on first start (development defaults). */
export function logInAsAdmin(request: APIRequestContext) {
  return logIn(request, 'admin@pashmina.test', 'admin12345');
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Starts the browser already logged in, as a returning shopper with a stored session. */
export async function withSession(page: Page, session: LoginResponse) {
  await page.addInitScript(
    (auth) => {
      if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify(auth));
    },
    { user: session.user, token: session.token },
  );
}
