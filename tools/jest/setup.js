/* global window */
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// `findBy…` and `waitFor` give up after 1 s by default: on a 2-core machine running the API's suite beside these, a
// loading state or a page can take longer than that to show (four storefront files failed so with the machine
// loaded). A limit on how long to wait, not a speed the tests check.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement these; components call them (scroll to top, media queries).
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
}
