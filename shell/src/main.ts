// The async boundary Module Federation needs: shared modules are negotiated before bootstrap runs.
//
// Bootstrap's modules are evaluated a few at a time, each step in a task of its own, the largest first: all at
// once they kept a phone's main thread busy for one long task of over 150 ms at 4× CPU slowdown, and a tap then
// waited for all of it. Their files are all preloaded by the page (index.html, the first screen's loader), so
// asking for them one step after another costs no round trip.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const steps = [
  () => import('react-dom/client'),
  // Only what shared-ui uses of it: a dynamic import of a whole module keeps all its exports in the build.
  () => import(/* webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
  () => import(/* webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import('react-router-dom'),
  // Lingui's chunk on its own: with shared-ui's evaluation, which follows, it made one task of 100–170 ms at 4×.
  () => import('@lingui/core'),
  () => import('@pashmina/shared-ui'),
  () => import('./bootstrap'),
];

async function boot() {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

boot().catch((error: unknown) => console.error('[shell] the shop could not start', error));
