// jsdom lacks fetch; RTK Query needs it. Lend jsdom Node's own fetch classes, with
// relative URLs resolved against the page's origin as a browser would.
//
// Node's fetch sends only Node's own FormData, Blob and File (a jsdom one would go as the text
// '[object FormData]'), so those are lent too: what a test or the app builds is sent as a browser sends it.
// A browser's FormData also reads a <form>, which React 19 does on every submit that starts a transition
// (a search form that changes the URL): the lent FormData reads a jsdom form through jsdom's own.
const { TestEnvironment } = require('jest-environment-jsdom');

// The jsdom that jest-environment-jsdom runs, for the bytes of a file a jsdom form holds.
const jsdomUtils = require(
  require.resolve('jsdom/lib/jsdom/living/generated/utils.js', {
    paths: [require.resolve('jest-environment-jsdom')],
  }),
);

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    const origin = 'http://localhost';
    const JsdomFormData = g.FormData;
    const JsdomBlob = g.Blob;

    /** A jsdom File (a file input's entry) as Node's, with the same bytes. */
    const nodeFileOf = (file) =>
      new File([jsdomUtils.implForWrapper(file)._buffer], file.name, {
        type: file.type,
        lastModified: file.lastModified,
      });

    class PageFormData extends FormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new JsdomFormData(form, submitter))
          this.append(name, value instanceof JsdomBlob ? nodeFileOf(value) : value);
      }
    }
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
      FormData: PageFormData,
      Blob,
      File,
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
