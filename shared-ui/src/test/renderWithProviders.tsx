import type { ReactElement, ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
// Tests only: the shop's short router (react-router-dom) leaves MemoryRouter out of every browser's download.
import { MemoryRouter } from 'react-router';
import { languageOf } from '../i18n/runtime';
import { routerBasename } from '../i18n/language';
import { LanguageProvider } from '../i18n/useI18n';
import { makeStore, type AppStore, type RootState } from '../state/store';

export interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** A store of your own; by default a fresh one per call, not persisted. */
  store?: AppStore;
  /** The URL the MemoryRouter starts at (under /ne for a Nepali `i18n`). */
  route?: string;
  /** The page's language, as the server's render gives it (i18nFor('ne')); none: the shop's one i18n (English). */
  i18n?: I18n;
}

/** Renders `ui` inside a fresh store and a MemoryRouter (redux-templates style). */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    store = makeStore({ preloadedState, persist: false }),
    route = '/',
    i18n,
    ...renderOptions
  }: ExtendedRenderOptions = {},
) {
  const basename = i18n ? routerBasename(languageOf(i18n)) : undefined;
  function Wrapper({ children }: { children: ReactNode }) {
    const app = (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]} basename={basename}>
          {children}
        </MemoryRouter>
      </Provider>
    );
    return i18n ? <LanguageProvider i18n={i18n}>{app}</LanguageProvider> : app;
  }
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
