import {
  areaPattern,
  isStorefrontPath,
  pathUnder,
  productPath,
  relativePath,
  searchPath,
  SHELL_ROUTES,
  STOREFRONT_PATHS,
} from './routes';

describe('storefront paths', () => {
  it.each([
    '/',
    '/home',
    '/Home',
    '/WomenProduct',
    '/womenproduct',
    '/MenProduct',
    '/menproduct/',
    '/NewArrival',
    '/Bestsellers',
    '/SingleProducts/abc-123',
    '/singleproducts/abc-123',
    '/Cart',
    '/cart',
    '/AboutUs',
    '/ReturnAndExchange',
    '/ContactUs',
    '/success',
    '/search',
    '/Search',
  ])('%s belongs to the storefront', (path) => {
    expect(isStorefrontPath(path)).toBe(true);
  });

  it.each(['/nope', '/SingleProducts', '/SingleProducts/a/b', '/dashboard/user', '/login', '/cart/extra'])(
    '%s does not',
    (path) => {
      expect(isStorefrontPath(path)).toBe(false);
    },
  );

  it('keeps one list and builds links from it', () => {
    expect(STOREFRONT_PATHS).toContain('/SingleProducts/:id');
    expect(productPath('a b')).toBe('/SingleProducts/a%20b');
    expect(relativePath('/SingleProducts/:id')).toBe('SingleProducts/:id');
    expect(searchPath('red & "gold" <shawl>')).toBe('/search?q=red+%26+%22gold%22+%3Cshawl%3E');
  });
});

describe('area paths', () => {
  it('derives nested and area patterns from the one table', () => {
    expect(pathUnder(SHELL_ROUTES.adminDashboard, SHELL_ROUTES.adminUser)).toBe('users/:id');
    expect(pathUnder(SHELL_ROUTES.userDashboard, SHELL_ROUTES.userOrders)).toBe('orders');
    expect(() => pathUnder(SHELL_ROUTES.userDashboard, SHELL_ROUTES.adminUsers)).toThrow();
    expect(areaPattern(SHELL_ROUTES.adminDashboard)).toBe('/dashboard/admin/*');
  });
});
