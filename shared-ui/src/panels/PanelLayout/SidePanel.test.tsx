import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SidePanel } from './SidePanel';

const entries = [
  { to: '/dashboard/user/profile', label: 'Profile' },
  { to: '/dashboard/user/orders', label: 'Orders' },
];

function renderPanel(onLogout = jest.fn()) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/dashboard/user']}>
      <SidePanel title="User Panel" entries={entries} indexPath="/dashboard/user" onLogout={onLogout} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'User Panel' });
  return { user, nav, menu: within(nav).getByRole('button', { name: 'Menu' }), onLogout };
}

describe('SidePanel', () => {
  it('lists its entries and Logout in the page, the first entry current on the index page', () => {
    const { nav } = renderPanel();
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveClass('active');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("has a 'Menu' button that controls the list and says whether it is open", async () => {
    const { user, menu } = renderPanel();
    const list = document.getElementById(menu.getAttribute('aria-controls')!);
    expect(list).toContainElement(screen.getByRole('link', { name: 'Orders' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('open');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('open');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when an entry is chosen', async () => {
    const { user, menu } = renderPanel();
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveClass('active');
  });

  it('closes the menu on Escape and puts focus back on the button', async () => {
    const { user, menu } = renderPanel();
    await user.click(menu);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('logs out and closes the menu', async () => {
    const { user, menu, onLogout } = renderPanel();
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
