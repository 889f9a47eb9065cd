import { act, screen, within } from '@testing-library/react';
import type { Product } from '@pashmina/contracts';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { aProduct, listReply } from '../../../test/fixtures';

const ID = '22222222-2222-4222-8222-222222222222';
type Callback = (entries: { isIntersecting: boolean }[]) => void;

// The observer the bar makes, driven by hand: jsdom lays nothing out.
let fire: Callback = () => {};
let watched: Element | undefined;
const disconnect = jest.fn();
const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
beforeEach(() => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      fire = callback;
    }
    observe(element: Element) {
      watched = element;
    }
    disconnect = disconnect;
  };
});
afterEach(() => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  watched = undefined;
});

async function openProduct(stock: number, more: Partial<Product> = {}) {
  mockApi({
    [`GET /api/v1/product/${ID}`]: {
      body: aProduct({ _id: ID, productName: 'Saffron Shawl', price: 11199, discount: 0, stock, ...more }),
    },
    'GET /api/v1/product': listReply([]),
  });
  const view = renderWithProviders(<StorefrontRoutes />, { route: `/SingleProducts/${ID}` });
  // The page's code loads lazily: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Saffron Shawl' }, { timeout: 10_000 });
  return view;
}

describe("the product page's bar on a phone", () => {
  it("is up while the page's own purchase block is out of view, and tells the shell's footer and toasts", async () => {
    const view = await openProduct(7);
    // It watches the page's stock line and button, and sits outside the page (at the end of <body>).
    expect(watched).toContainElement(within(view.container).getByRole('button', { name: 'Add to Cart' }));
    const bar = document.querySelector('aside[aria-label="Buy Saffron Shawl"]')!;
    expect(view.container).not.toContainElement(bar as HTMLElement);
    expect(bar).toHaveAttribute('data-shown', 'false');
    expect(bar).toHaveAttribute('inert');

    act(() => fire([{ isIntersecting: false }]));
    expect(bar).toHaveAttribute('data-shown', 'true');
    expect(bar).not.toHaveAttribute('inert');
    expect(document.documentElement).toHaveAttribute('data-bottom-bar');
    const inBar = within(bar as HTMLElement);
    expect(inBar.getByText('Rs. 11,199')).toBeInTheDocument();
    expect(inBar.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();

    act(() => fire([{ isIntersecting: true }]));
    expect(bar).toHaveAttribute('data-shown', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-bottom-bar');

    act(() => fire([{ isIntersecting: false }]));
    view.unmount();
    expect(disconnect).toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute('data-bottom-bar');
  });

  it('shows an out-of-stock product as the page does: the price and Out of Stock, no button', async () => {
    await openProduct(0);
    act(() => fire([{ isIntersecting: false }]));
    const bar = within(document.querySelector('aside[aria-label="Buy Saffron Shawl"]') as HTMLElement);
    expect(bar.getByText('Rs. 11,199')).toBeInTheDocument();
    expect(bar.getByText('Out of Stock')).toBeInTheDocument();
    expect(bar.queryByRole('button')).not.toBeInTheDocument();
  });

  it("follows the page's choice of options: 'Choose a colour' brings the shopper to the colours, then Add to Cart", async () => {
    const view = await openProduct(2, {
      options: [{ name: 'Colour', values: ['Maroon', 'Beige'] }],
      variants: [
        { _id: 'v1', options: { Colour: 'Maroon' }, stock: 2, sku: null, image: null, label: 'Maroon' },
        { _id: 'v2', options: { Colour: 'Beige' }, stock: 0, sku: null, image: null, label: 'Beige' },
      ],
    });
    act(() => fire([{ isIntersecting: false }]));
    const bar = within(document.querySelector('aside[aria-label="Buy Saffron Shawl"]') as HTMLElement);
    const maroon = within(view.container).getByRole('button', { name: 'Maroon' });
    await view.user.click(bar.getByRole('button', { name: 'Choose a colour' }));
    expect(maroon).toHaveFocus();

    await view.user.click(within(view.container).getByRole('button', { name: 'Beige (out of stock)' }));
    expect(bar.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await view.user.click(maroon);
    expect(bar.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
