import { screen } from '@testing-library/react';
import { i18nFor } from '@pashmina/shared-ui';
import { renderWithProviders } from '@pashmina/shared-ui/test';
import { LanguageSwitch } from './LanguageSwitch';

// The link would load the other language's page; jsdom loads no pages, so a click stops at the cookie.
const stayHere = (event: Event) => event.preventDefault();
beforeEach(() => {
  document.addEventListener('click', stayHere);
  document.cookie = 'shop-language=; Max-Age=0; Path=/';
});
afterEach(() => document.removeEventListener('click', stayHere));

describe('the language switch', () => {
  it('offers the same page in Nepali, query and all, and remembers the choice', async () => {
    const { user } = renderWithProviders(<LanguageSwitch />, { route: '/SingleProducts/abc?size=M' });
    const link = screen.getByRole('link', { name: 'नेपाली' });
    expect(link).toHaveAttribute('href', '/ne/SingleProducts/abc?size=M');
    expect(link).toHaveAttribute('lang', 'ne');
    expect(link).toHaveAttribute('hreflang', 'ne');
    await user.click(link);
    expect(document.cookie).toContain('shop-language=ne');
  });

  it('offers the same page in English from a Nepali one', async () => {
    const { user } = renderWithProviders(<LanguageSwitch />, {
      route: '/ne/dashboard/user/orders',
      i18n: await i18nFor('ne'),
    });
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/dashboard/user/orders');
    await user.click(link);
    expect(document.cookie).toContain('shop-language=en');
  });

  it('goes from Nepali home to English home', async () => {
    renderWithProviders(<LanguageSwitch />, { route: '/ne', i18n: await i18nFor('ne') });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  it('is not offered on the admin’s pages, which are in English only', () => {
    renderWithProviders(<LanguageSwitch />, { route: '/dashboard/admin/users' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
