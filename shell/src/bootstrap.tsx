import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { endFirstScreen, hasFirstScreen, makeStore } from '@pashmina/shared-ui';
import { App } from './app/App';
import { ensureRemotesRegistered, loadRemoteRoutes } from './app/federation';
import { createRemoteRegistry } from './features/remotes';

// The one store of the shop; remotes reach it through react-redux (a shared singleton).
const store = makeStore();
const registry = createRemoteRegistry(loadRemoteRoutes);

// Start fetching /mf-remotes.json at once; the frame renders without waiting for it.
ensureRemotesRegistered().catch((error: unknown) =>
  console.error('[shell] cannot read /mf-remotes.json', error),
);

// The storefront's page ends the server's first screen once it shows the same content; should it never get there
// (its remote hanging on a dead line), the shell's own loading state shows after this long rather than a page that
// does not respond.
window.setTimeout(endFirstScreen, 15_000);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
const app = (
  <StrictMode>
    <App store={store} registry={registry} />
  </StrictMode>
);
// Behind the server's first screen nothing is in a hurry: a transition lets React render the page in slices
// between which the phone still responds to a tap or a scroll, rather than in one long task.
if (hasFirstScreen()) startTransition(() => root.render(app));
else root.render(app);
