// jsdom lacks fetch; RTK Query needs it. Lend jsdom Node's own fetch classes, with
// relative URLs resolved against the page's origin as a browser would.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    const origin = 'http://localhost';
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, origin).href : input, init);
      }
    }
    Object.assign(g, {
      fetch: (input, init) => fetch(typeof input === 'string' ? new URL(input, origin).href : input, init),
      Request: PageRequest,
      Response,
      Headers,
      FormData,
      Blob,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
