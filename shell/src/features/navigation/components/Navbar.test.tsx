import { act, screen, within } from '@testing-library/react';
import type { SessionUser } from '@pashmina/contracts';
import type { CartLine } from '@pashmina/shared-ui';
import { renderWithProviders } from '@pashmina/shared-ui/test';
import { Navbar } from './Navbar';

const line = (id: string, quantity: number): CartLine => ({
  _id: id,
  name: `Shawl ${id}`,
  productImg: '',
  size: null,
  price: 1000,
  discount: 0,
  max: 10,
  quantity,
});

const person = (role: 0 | 1, name: string): SessionUser => ({
  _id: 'u1',
  name,
  email: 'someone@pashmina.test',
  phone: '9812345678',
  address: 'Thamel',
  role,
});

describe('navbar', () => {
  it('links the logo home and shows Womens and Mens', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Pashmina' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Womens' })).toHaveAttribute('href', '/WomenProduct');
    expect(screen.getByRole('link', { name: 'Mens' })).toHaveAttribute('href', '/MenProduct');
  });

  it('badges the cart with the number of distinct lines', () => {
    renderWithProviders(<Navbar />, { preloadedState: { cart: { lines: [line('a', 3), line('b', 1)] } } });
    const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(cart).toHaveAttribute('href', '/Cart');
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent('2');
  });

  it('hides the badge when the cart is empty', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('offers Login and Register when logged out', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/Register');
  });

  it("links an admin's name (role 1) to the admin dashboard", () => {
    renderWithProviders(<Navbar />, {
      preloadedState: { auth: { user: person(1, 'Asha Admin'), token: 't' } },
    });
    expect(screen.getByRole('link', { name: 'Asha Admin' })).toHaveAttribute('href', '/dashboard/admin');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("links a customer's name (role 0) to the user dashboard", () => {
    renderWithProviders(<Navbar />, {
      preloadedState: { auth: { user: person(0, 'Sita Sharma'), token: 't' } },
    });
    expect(screen.getByRole('link', { name: 'Sita Sharma' })).toHaveAttribute('href', '/dashboard/user');
  });

  it('opens the phone menu with About us, Return and Exchange, Contact us and Login', async () => {
    const { user } = renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/AboutUs');
    expect(screen.getByRole('link', { name: 'Return and Exchange' })).toHaveAttribute(
      'href',
      '/ReturnAndExchange',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/ContactUs');
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(2);

    // Choosing a link closes it.
    await user.click(screen.getByRole('link', { name: 'About us' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('becomes sticky after 400 px of scrolling', () => {
    renderWithProviders(<Navbar />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-sticky');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(400);
    expect(header).not.toHaveAttribute('data-sticky');
    scrollTo(401);
    expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
    scrollTo(0);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-sticky');
  });
});
