// `npm run test:tools`: which part of the Nepali catalog a message goes to (tools/i18n/parts.mjs), by where it is
// written: the frame's (core) on every Nepali page, a page's own with that page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allParts, partOfFile, partsIndexModule, partsOf, splitIntoParts } from './i18n/parts.mjs';

describe('the parts of the Nepali catalog', () => {
  it('puts the shell, shared-ui and the storefront outside its features in core', () => {
    assert.equal(partOfFile('shell/src/features/navigation/components/Navbar.tsx'), 'core');
    assert.equal(partOfFile('shared-ui/src/components/NotFoundPage/NotFoundPage.tsx'), 'core');
    assert.equal(partOfFile('storefront/src/components/InfoPage.tsx'), 'core');
    assert.equal(partOfFile('storefront/src/Routes.tsx'), 'core');
  });

  it('gives each storefront feature its own part, and the customer area one', () => {
    assert.equal(partOfFile('storefront/src/features/home/components/Hero.tsx'), 'home');
    assert.equal(
      partOfFile('storefront/src/features/product-detail/components/AddToCart.tsx'),
      'product-detail',
    );
    assert.equal(
      partOfFile('storefront/src/features/static-pages/components/ReturnAndExchangePage.tsx'),
      'static-pages',
    );
    assert.equal(partOfFile('customer-area/src/features/orders/components/OrdersPage.tsx'), 'customer-area');
  });

  it('keeps out of core what no landing page shows: the sign-in pages, the heads a move applies, the toasts', () => {
    assert.equal(partOfFile('shell/src/features/auth/components/LoginPage.tsx'), 'auth');
    assert.equal(partOfFile('shell/src/features/auth/components/RedirectCountdown.tsx'), 'auth');
    // Shown before any chunk of the area's has come: the frame's.
    assert.equal(partOfFile('shell/src/features/auth/components/AuthGate.tsx'), 'core');
    assert.equal(partOfFile('shell/src/features/auth/components/AuthPageFallback.tsx'), 'core');
    assert.equal(partOfFile('shared-ui/src/seo/pageTexts.ts'), 'seo');
    assert.equal(partOfFile('shell/src/features/toasts/components/ToastHost.tsx'), 'toasts');
    assert.equal(partOfFile('shell/src/features/search/components/SearchDropdown.tsx'), 'search');
    // The navbar's box itself is on every page.
    assert.equal(partOfFile('shell/src/features/search/components/ProductSearch.tsx'), 'core');
    assert.equal(partOfFile('shared-ui/src/panels/OrderTotal/OrderTotal.tsx'), 'customer-area');
    assert.deepEqual(partOfFile('shared-ui/src/forms/FormField/AccountFields.tsx'), [
      'auth',
      'cart',
      'checkout',
      'contact',
      'customer-area',
    ]);
  });

  it('gives the cart’s route, which brings the checkout beside the cart, the cart’s part', () => {
    assert.equal(partOfFile('storefront/src/app/CartRoute.tsx'), 'cart');
  });

  it('refuses a folder no part is decided for', () => {
    assert.throws(() => partOfFile('admin/src/features/users/UsersPage.tsx'), /no part/);
  });

  it('puts a message written in core and elsewhere in core alone, one of two pages in both', () => {
    const at = (...files) => files.map((file) => [file, 1]);
    assert.deepEqual(partsOf(at('storefront/src/features/cart/components/CartPage.tsx')), ['cart']);
    assert.deepEqual(
      partsOf(
        at(
          'storefront/src/features/cart/components/CartPage.tsx',
          'shell/src/features/navigation/components/CartLink.tsx',
        ),
      ),
      ['core'],
    );
    assert.deepEqual(
      partsOf(
        at(
          'storefront/src/features/cart/components/CartPage.tsx',
          'shared-ui/src/panels/OrderTotal/OrderTotal.tsx',
        ),
      ),
      ['cart', 'customer-area'],
    );
    assert.deepEqual(
      partsOf(
        at(
          'storefront/src/features/checkout/components/SuccessPage.tsx',
          'customer-area/src/features/orders/components/OrdersPage.tsx',
          'storefront/src/features/checkout/components/CheckoutPanel.tsx',
        ),
      ),
      ['checkout', 'customer-area'],
    );
  });

  it('shares the compiled messages out, every part present even without a message', () => {
    const parts = allParts(['cart', 'checkout', 'home']);
    assert.deepEqual(parts, [
      'about',
      'auth',
      'cart',
      'checkout',
      'contact',
      'core',
      'customer-area',
      'home',
      'listing',
      'product-detail',
      'search',
      'seo',
      'static-pages',
      'toasts',
    ]);
    const messages = new Map([
      ['a', { origin: [['shell/src/App.tsx', 1]], compiled: ['A'] }],
      [
        'b',
        {
          origin: [
            ['storefront/src/features/cart/x.tsx', 1],
            ['storefront/src/features/home/y.tsx', 2],
          ],
          compiled: ['B'],
        },
      ],
      [
        'c',
        {
          origin: [
            ['storefront/src/features/cart/x.tsx', 3],
            ['shared-ui/src/z.tsx', 4],
          ],
          compiled: ['C'],
        },
      ],
    ]);
    const split = splitIntoParts(messages, parts);
    assert.deepEqual(Object.fromEntries(split), {
      about: {},
      auth: {},
      cart: { b: ['B'] },
      checkout: {},
      contact: {},
      core: { a: ['A'], c: ['C'] },
      'customer-area': {},
      home: { b: ['B'] },
      listing: {},
      'product-detail': {},
      search: {},
      seo: {},
      'static-pages': {},
      toasts: {},
    });
    assert.throws(() => splitIntoParts(messages, ['core']), /not among/);
  });

  it('names each part’s chunk catalog-ne-<part>, as the shop’s server and the bench look for it', () => {
    const index = partsIndexModule(['core', 'product-detail']);
    assert.match(index, /'core': \(\) => import\(\/\* webpackChunkName: "catalog-ne-core" \*\/ '\.\/core'\)/);
    // The file in shared-ui's camelCase, the chunk by the part's name.
    assert.match(
      index,
      /'product-detail': .*webpackChunkName: "catalog-ne-product-detail" \*\/ '\.\/productDetail'/,
    );
    assert.match(index, /export type CatalogPart = keyof typeof NEPALI_PARTS;/);
  });
});
