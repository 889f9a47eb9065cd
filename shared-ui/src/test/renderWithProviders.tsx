import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
// Tests only: the shop's short router (react-router-dom) leaves MemoryRouter out of every browser's download.
import { MemoryRouter } from 'react-router';
import { makeStore, type AppStore, type RootState } from '../state/store';

export interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** A store of your own; by default a fresh one per call, not persisted. */
  store?: AppStore;
  /** The URL the MemoryRouter starts at. */
  route?: string;
}

/** Renders `ui` inside a fresh store and a MemoryRouter (redux-templates style). */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    store = makeStore({ preloadedState, persist: false }),
    route = '/',
    ...renderOptions
  }: ExtendedRenderOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </Provider>
    );
  }
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
