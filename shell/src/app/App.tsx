import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@pashmina/shared-ui';
import { RemoteRegistryProvider, type RemoteRegistry } from '../features/remotes';
import { AppRoutes } from './AppRoutes';

export function App({ store, registry }: { store: AppStore; registry: RemoteRegistry }) {
  return (
    <Provider store={store}>
      <RemoteRegistryProvider registry={registry}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RemoteRegistryProvider>
    </Provider>
  );
}
