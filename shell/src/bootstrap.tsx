import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  activateLanguage,
  endFirstScreen,
  hasFirstScreen,
  isEnglishOnlyPath,
  languageOfPath,
  makeStore,
  pathWithoutLanguage,
} from '@pashmina/shared-ui';
import { App } from './app/App';
import { loadRemoteRoutes, readRemotesFile } from './app/federation';
import { createRemoteRegistry } from './features/remotes';

const registry = createRemoteRegistry(loadRemoteRoutes);

// Start fetching /mf-remotes.json at once; the frame renders without waiting for it.
readRemotesFile().catch((error: unknown) => console.error('[shell] cannot read /mf-remotes.json', error));

// The storefront's page ends the server's first screen once it shows the same content; should it never get there
// (its remote hanging on a dead line), the shell's own loading state shows after this long rather than a page that
// does not respond.
window.setTimeout(endFirstScreen, 15_000);

// The page's language is its address's: Nepali under /ne, whose catalog is loaded (a chunk of its own) before
// anything renders. The admin panel stays in English: its pages have no Nepali address.
const language = languageOfPath(window.location.pathname);
const path = pathWithoutLanguage(window.location.pathname);
if (language === 'ne' && isEnglishOnlyPath(path))
  window.location.replace(`${path}${window.location.search}${window.location.hash}`);
document.documentElement.lang = language;

const found = document.getElementById('root');
if (!found) throw new Error('#root is missing from index.html');
const container: HTMLElement = found;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The store and React's root, each made in a task of its own after this module's: with the shell's modules
 * evaluated they were one task of over 100 ms at 4× CPU slowdown, and a tap waited for all of it.
 */
async function storeAndRoot() {
  await nextTask();
  // The one store of the shop; remotes reach it through react-redux (a shared singleton).
  const store = makeStore();
  await nextTask();
  return { store, root: createRoot(container) };
}

function render({ store, root }: Awaited<ReturnType<typeof storeAndRoot>>) {
  const app = (
    <StrictMode>
      <App store={store} registry={registry} language={language} />
    </StrictMode>
  );
  // Behind the server's first screen nothing is in a hurry: a transition lets React render the page in slices
  // between which the phone still responds to a tap or a scroll, rather than in one long task.
  if (hasFirstScreen()) startTransition(() => root.render(app));
  else root.render(app);
}

const languageActivated = activateLanguage(language).catch((error: unknown) => {
  // Without its catalog the page is still the shop's, in English, rather than nothing.
  console.error('[shell] the Nepali catalog could not be loaded', error);
});
Promise.all([storeAndRoot(), languageActivated])
  .then(([made]) => render(made))
  .catch((error: unknown) => console.error('[shell] the shop could not start', error));
