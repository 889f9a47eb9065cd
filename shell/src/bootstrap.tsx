import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore, prefetchPageData } from '@pashmina/shared-ui';
import { App } from './app/App';
import { ensureRemotesRegistered, loadRemoteRoutes } from './app/federation';
import { createRemoteRegistry } from './features/remotes';

// The one store of the shop; remotes reach it through react-redux (a shared singleton).
const store = makeStore();
const registry = createRemoteRegistry(loadRemoteRoutes);

// The page's first API requests start now, alongside the remote's download, not after it has rendered.
prefetchPageData(store.dispatch, window.location.pathname, window.location.search);

// Start fetching /mf-remotes.json at once; the frame renders without waiting for it.
ensureRemotesRegistered().catch((error: unknown) =>
  console.error('[shell] cannot read /mf-remotes.json', error),
);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App store={store} registry={registry} />
  </StrictMode>,
);
