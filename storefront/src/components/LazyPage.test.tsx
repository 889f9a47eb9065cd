import { Component, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { activateLanguage, i18n, useI18n } from '@pashmina/shared-ui';
import { renderWithProviders } from '@pashmina/shared-ui/test';
import { LandingPages, landingPage, lazyPage } from './LazyPage';
import { isPageLoading } from './pageLoads';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function FirstPage() {
  return (
    <>
      <h1>First page</h1>
      <Link to="/next">Go on</Link>
    </>
  );
}

const NextPage = () => <h1>Next page</h1>;

describe('landing pages', () => {
  it('keeps the page up and shows the loading bar while the next page’s code is on its way', async () => {
    const nextCode = deferred<typeof NextPage>();
    const First = landingPage('home', async () => FirstPage);
    const Next = landingPage('listing', () => nextCode.promise);
    const { user } = renderWithProviders(
      <LandingPages>
        <Routes>
          <Route index element={<First />} />
          <Route path="next" element={<Next />} />
        </Routes>
      </LandingPages>,
    );
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByTestId('page-loading')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();

    await act(async () => nextCode.resolve(NextPage));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  });

  it('takes the bar away when a page’s code fails to arrive', async () => {
    const Broken = landingPage('home', () => Promise.reject(new Error('offline')));
    // React reports the error it hands to the boundary (the shell's RemoteErrorBoundary, in the shop).
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <Boundary>
        <LandingPages>
          <Routes>
            <Route index element={<Broken />} />
          </Routes>
        </LandingPages>
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
    // The failed load is counted out, so the bar would not stay up on the next page either.
    expect(isPageLoading()).toBe(false);
    consoleError.mockRestore();
  });
});

describe('pages on a Nepali page', () => {
  afterEach(() => activateLanguage('en'));

  it('come with their part of the Nepali catalog: their first render is already in Nepali', async () => {
    await activateLanguage('ne');
    const rendered: string[] = [];
    function ContactLike() {
      const { i18n: pageI18n } = useI18n();
      const text = pageI18n._({ id: 'contact.form', message: 'Send us a message' });
      rendered.push(text);
      return <h1>{text}</h1>;
    }
    function HomeLike() {
      const { i18n: pageI18n } = useI18n();
      const text = pageI18n._({ id: 'hero.label', message: 'Our collections' });
      rendered.push(text);
      return <h2>{text}</h2>;
    }
    const Contact = lazyPage('contact', async () => ContactLike);
    const Home = landingPage('home', async () => HomeLike);
    const { unmount } = renderWithProviders(
      <LandingPages>
        <Contact />
        <Home />
      </LandingPages>,
      { i18n, route: '/ne' },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('हामीलाई सन्देश पठाउनुहोस्');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('हाम्रा सङ्ग्रहहरू');
    expect(rendered.filter((text) => !/[\u0900-\u097f]/.test(text))).toEqual([]);
    // Before the language goes back to English, which re-renders Lingui's provider.
    unmount();
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
