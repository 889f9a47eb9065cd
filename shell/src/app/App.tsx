import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { type AppStore, i18n, type Language, LanguageProvider, routerBasename } from '@pashmina/shared-ui';
import { RemoteRegistryProvider, type RemoteRegistry } from '../features/remotes';
import { AppRoutes } from './AppRoutes';

/** The shop in `language`: Nepali's pages under /ne are the same routes under that basename. */
export function App({
  store,
  registry,
  language = 'en',
}: {
  store: AppStore;
  registry: RemoteRegistry;
  language?: Language;
}) {
  return (
    <LanguageProvider i18n={i18n}>
      <Provider store={store}>
        <RemoteRegistryProvider registry={registry}>
          <BrowserRouter basename={routerBasename(language)}>
            <AppRoutes />
          </BrowserRouter>
        </RemoteRegistryProvider>
      </Provider>
    </LanguageProvider>
  );
}
