import {
  alternatesOf,
  isEnglishOnlyPath,
  languageCookie,
  languageOfCookies,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from './language';

describe('the languages’ addresses', () => {
  it('reads Nepali under /ne only, and English anywhere else', () => {
    expect(languageOfPath('/ne')).toBe('ne');
    expect(languageOfPath('/ne/SingleProducts/abc')).toBe('ne');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/new-arrivals')).toBe('en');
    expect(languageOfPath('/NewArrival')).toBe('en');
  });

  it('takes the language off a path and puts it on again', () => {
    expect(pathWithoutLanguage('/ne')).toBe('/');
    expect(pathWithoutLanguage('/ne/Cart')).toBe('/Cart');
    expect(pathWithoutLanguage('/Cart')).toBe('/Cart');
    expect(pathInLanguage('/', 'ne')).toBe('/ne');
    expect(pathInLanguage('/?page=2', 'ne')).toBe('/ne?page=2');
    expect(pathInLanguage('/WomenProduct?page=2#top', 'ne')).toBe('/ne/WomenProduct?page=2#top');
    expect(pathInLanguage('/dashboard/user/orders', 'en')).toBe('/dashboard/user/orders');
  });

  it('keeps the admin panel in English', () => {
    expect(isEnglishOnlyPath('/dashboard/admin')).toBe(true);
    expect(isEnglishOnlyPath('/dashboard/admin/users/1')).toBe(true);
    expect(isEnglishOnlyPath('/dashboard/user/orders')).toBe(false);
    expect(isEnglishOnlyPath('/dashboard/administrator')).toBe(false);
  });

  it('remembers the choice in a cookie that only names a language', () => {
    expect(languageCookie('ne')).toMatch(/^shop-language=ne; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(languageOfCookies('a=1; shop-language=ne')).toBe('ne');
    expect(languageOfCookies('shop-language=en')).toBe('en');
    expect(languageOfCookies('shop-language=fr')).toBeNull();
    expect(languageOfCookies(undefined)).toBeNull();
  });

  it('names both languages’ pages and English as the default', () => {
    expect(alternatesOf('https://shop.example', '/WomenProduct')).toEqual([
      { hreflang: 'en', href: 'https://shop.example/WomenProduct' },
      { hreflang: 'ne', href: 'https://shop.example/ne/WomenProduct' },
      { hreflang: 'x-default', href: 'https://shop.example/WomenProduct' },
    ]);
    expect(alternatesOf('https://shop.example', '/')[1]).toEqual({
      hreflang: 'ne',
      href: 'https://shop.example/ne',
    });
  });
});
