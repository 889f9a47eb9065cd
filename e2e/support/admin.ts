import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { logInAsAdmin, withSession } from './accounts';
import type { ProductWriteResponse } from '../../api/src/contracts';

export const OWNER = { email: 'admin@pashmina.test', password: 'admin12345' } as const;

/** Logs in through the login page as a returning user would; an admin lands on the admin dashboard. */
export async function logInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

/**
 * Starts the browser signed in as the owner, with a session the API gave: for journeys about what the owner does
 * once in. Logging in through the page is a journey of its own (the owner's and a promoted user's landing on the
 * dashboard), and those tests keep doing it.
 */
export async function signInAsOwner(page: Page, request: APIRequestContext) {
  await withSession(page, await logInAsAdmin(request));
}

/** Answers the spec's delete prompt: the dialog's text box, then its confirm button. */
export async function answerPrompt(page: Page, answer: string, confirmLabel = 'Delete') {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(answer);
  await dialog.getByRole('button', { name: confirmLabel }).click();
}

/** A small real PNG (16 × 16, maroon), as the admin would pick from their phone. */
export const PRODUCT_PICTURE = {
  name: 'shawl.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWOoktcmCTGMapAfDaWq4Zo0AIOkxAFVilDJAAAAAElFTkSuQmCC',
    'base64',
  ),
};

/** A women's shawl of the test's own, made through the API as the admin would, with the fields given over these. */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string>,
) {
  const created = await request.post('/api/v1/product', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      description: 'Hand-woven in Kathmandu.',
      price: '5000',
      discount: '0',
      featured: 'false',
      generalCategory: 'shawl',
      genderCategory: 'women',
      stock: '1',
      productImg: PRODUCT_PICTURE,
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as ProductWriteResponse).product;
}
