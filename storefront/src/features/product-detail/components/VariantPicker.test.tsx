import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Product, ProductVariant } from '@pashmina/contracts';
import { i18nFor, selectCartLines } from '@pashmina/shared-ui';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { aProduct, listReply } from '../../../test/fixtures';

const ID = '33333333-3333-4333-8333-333333333333';
const STOLE = 'Stole 70 × 200 cm';
const SHAWL = 'Shawl 100 × 200 cm';

const variant = (
  id: string,
  colour: string,
  size: string,
  stock: number,
  picture = false,
): ProductVariant => ({
  _id: id,
  options: { Colour: colour, Size: size },
  stock,
  sku: null,
  image: picture
    ? { productImg: `/uploads/${id}-detail.webp`, productThumb: `/uploads/${id}-card.webp` }
    : null,
  label: `${colour} / ${size}`,
});

// Maroon in both sizes (with its own picture), Beige only as a stole and none left.
const shawl: Product = aProduct({
  _id: ID,
  productName: 'Garden Shawl',
  stock: 5,
  options: [
    { name: 'Colour', values: ['Maroon', 'Beige'] },
    { name: 'Size', values: [STOLE, SHAWL] },
  ],
  variants: [
    variant('v-maroon-stole', 'Maroon', STOLE, 3, true),
    variant('v-maroon-shawl', 'Maroon', SHAWL, 2, true),
    variant('v-beige-stole', 'Beige', STOLE, 0),
  ],
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function openShawl(search = '', options: Parameters<typeof renderWithProviders>[1] = {}) {
  mockApi({ [`GET /api/v1/product/${ID}`]: { body: shawl }, 'GET /api/v1/product': listReply([]) });
  return renderWithProviders(
    <>
      <StorefrontRoutes />
      <Where />
    </>,
    { route: `/SingleProducts/${ID}${search}`, ...options },
  );
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

describe('the product page of a product with variants', () => {
  it('asks for each option in turn, then shows the variant chosen: its picture, its stock and ?variant= in the address', async () => {
    const { user, store } = openShawl();
    await screen.findByRole('heading', { level: 1, name: 'Garden Shawl' }, { timeout: 10_000 });
    const picture = screen.getByRole('img', { name: 'Garden Shawl' });
    expect(picture).toHaveAttribute('src', shawl.productImg);
    expect(screen.getByText('5 in stock')).toBeInTheDocument();

    // Nothing chosen: the button names the first option, and brings the shopper to it.
    const colour = within(group('Colour')).getByRole('button', { name: 'Maroon' });
    expect(colour).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Choose a colour' }));
    expect(colour).toHaveFocus();

    await user.click(colour);
    expect(colour).toHaveAttribute('aria-pressed', 'true');
    expect(group('Colour')).toHaveAccessibleName('Colour: Maroon');
    // The colour's picture, before the size is chosen; the stock of the colour's sizes together.
    expect(picture).toHaveAttribute('src', '/uploads/v-maroon-stole-detail.webp');
    expect(screen.getByText('5 in stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a size' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^/SingleProducts/${ID}$`));

    await user.click(within(group('Size')).getByRole('button', { name: SHAWL }));
    expect(picture).toHaveAttribute('src', '/uploads/v-maroon-shawl-detail.webp');
    expect(screen.getByText('2 in stock')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`/SingleProducts/${ID}?variant=v-maroon-shawl`);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/Cart'));
    expect(selectCartLines(store.getState())).toEqual([
      expect.objectContaining({
        _id: ID,
        variant: 'v-maroon-shawl',
        variantLabel: `Maroon / ${SHAWL}`,
        productImg: '/uploads/v-maroon-shawl-card.webp',
        max: 2,
        quantity: 1,
      }),
    ]);
  });

  it('crosses out and announces a value with nothing in stock, and choosing it says Out of stock', async () => {
    const { user } = openShawl();
    await screen.findByRole('heading', { level: 1, name: 'Garden Shawl' }, { timeout: 10_000 });
    await user.click(within(group('Size')).getByRole('button', { name: STOLE }));

    // Beige is sold only as a stole, and none is left.
    const beige = within(group('Colour')).getByRole('button', { name: 'Beige (out of stock)' });
    expect(within(beige).getByText('Beige').tagName).toBe('S');
    expect(within(group('Colour')).getByRole('button', { name: 'Maroon' })).toBeInTheDocument();

    await user.click(beige);
    expect(beige).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('never shows a combination that does not exist: the other option moves to the nearest one, and says so', async () => {
    const { user } = openShawl('?variant=v-maroon-shawl');
    await screen.findByRole('heading', { level: 1, name: 'Garden Shawl' }, { timeout: 10_000 });
    const details = screen.getByRole('region', { name: 'Details' });
    // The details' Size is the chosen variant's, not 'NA'.
    expect(within(details).getByRole('row', { name: /Size/ })).toHaveTextContent(SHAWL);

    // Beige is sold only as a stole: the size moves there, and the page says so.
    await user.click(within(group('Colour')).getByRole('button', { name: /Beige/ }));
    expect(
      within(group('Size')).getByRole('button', { name: (name) => name.startsWith(STOLE) }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(`Beige comes as ${STOLE}`)).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('where')).toHaveTextContent('?variant=v-beige-stole');
    expect(within(details).getByRole('row', { name: /Size/ })).toHaveTextContent(STOLE);

    // A combination that exists moves nothing, and says nothing.
    await user.click(within(group('Colour')).getByRole('button', { name: 'Maroon' }));
    expect(
      within(group('Size')).getByRole('button', { name: (name) => name.startsWith(STOLE) }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/comes as/)).not.toBeInTheDocument();
  });

  it('preselects the variant of the address', async () => {
    openShawl('?variant=v-maroon-stole');
    await screen.findByRole('heading', { level: 1, name: 'Garden Shawl' }, { timeout: 10_000 });
    expect(within(group('Colour')).getByRole('button', { name: 'Maroon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group('Size')).getByRole('button', { name: STOLE })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: 'Garden Shawl' })).toHaveAttribute(
      'src',
      '/uploads/v-maroon-stole-detail.webp',
    );
    expect(screen.getByText('3 in stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it("on a Nepali page: the choices in Nepali around the admin's own option names and values", async () => {
    const { user } = openShawl('', { route: `/ne/SingleProducts/${ID}`, i18n: await i18nFor('ne') });
    await screen.findByRole('heading', { level: 1, name: 'Garden Shawl' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'रङ रोज्नुहोस्' }));
    await user.click(within(group('Size')).getByRole('button', { name: STOLE }));
    const beige = within(group('Colour')).getByRole('button', { name: 'Beige (मौज्दातमा छैन)' });
    await user.click(beige);
    expect(screen.getByRole('button', { name: 'मौज्दातमा छैन' })).toBeDisabled();
  });
});
