import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The side panel of the customer or admin area ('User Panel', 'Admin Panel'), opened: on a phone its
 * entries fold behind a 'Menu' button, on a wide screen they are always shown.
 */
export async function openPanel(page: Page, name: string): Promise<Locator> {
  const panel = page.getByRole('navigation', { name });
  // The panel's title shows at every width; only once it does can the Menu button's absence be trusted.
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  const menu = panel.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return panel;
}
