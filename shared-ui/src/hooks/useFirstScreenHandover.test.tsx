import { render, screen } from '@testing-library/react';
import { BelowFirstScreen, hasFirstScreen, useFirstScreenHandover } from './useFirstScreenHandover';

/** The shell's server puts the rendered first screen in #first-screen, before React's #root. */
function serveFirstScreen() {
  const shown = document.createElement('div');
  shown.id = 'first-screen';
  shown.textContent = 'Handwoven pashmina from Nepal (from the server)';
  document.body.prepend(shown);
}

function LandingPage({ loaded }: { loaded: boolean }) {
  useFirstScreenHandover(loaded);
  return (
    <>
      <h1>{loaded ? 'Handwoven pashmina from Nepal' : 'Loading...'}</h1>
      <BelowFirstScreen>
        <h2>Check our selection</h2>
      </BelowFirstScreen>
    </>
  );
}

afterEach(() => document.getElementById('first-screen')?.remove());

describe("taking over from the server's first screen", () => {
  it('keeps the first screen while the page waits for its data, and removes it once the page shows it', () => {
    serveFirstScreen();
    const { rerender } = render(<LandingPage loaded={false} />);
    expect(hasFirstScreen()).toBe(true);
    rerender(<LandingPage loaded />);
    expect(hasFirstScreen()).toBe(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Handwoven pashmina from Nepal');
  });

  it('adds what is below the first screen just after the takeover', async () => {
    serveFirstScreen();
    render(<LandingPage loaded />);
    expect(hasFirstScreen()).toBe(false);
    expect(await screen.findByRole('heading', { level: 2, name: 'Check our selection' })).toBeInTheDocument();
  });

  it('renders everything at once when there was no first screen (a move within the shop)', () => {
    render(<LandingPage loaded />);
    expect(screen.getByRole('heading', { level: 2, name: 'Check our selection' })).toBeInTheDocument();
  });
});
