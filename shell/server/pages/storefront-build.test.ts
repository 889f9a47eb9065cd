// Loading the storefront's server build (storefront-build.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStorefrontBuild } from './storefront-build';

const dir = mkdtempSync(path.join(tmpdir(), 'storefront-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the storefront's server build", () => {
  it('is loaded with the API origin, with the files of its browser twin', () => {
    const bundle = path.join(dir, 'first-screen.js');
    writeFileSync(
      bundle,
      'exports.browserFiles = ["page-home.aa.js"];\n' +
        'exports.createStorefrontServer = ({ apiOrigin, publicUrl }) => ({ planOf: (pathname) => ({ remote: "storefront", ' +
        'landing: { name: apiOrigin, chunk: pathname + " " + publicUrl }, load: async () => null }) });',
    );
    const build = createStorefrontBuild({
      bundle,
      apiOrigin: 'http://api.internal:3000',
      publicUrl: 'https://shop.example.np',
    })();
    assert.ok(build);
    expect([...build.files]).toEqual(['page-home.aa.js']);
    expect(build.planOf('/x', '')?.landing).toEqual({
      name: 'http://api.internal:3000',
      chunk: '/x https://shop.example.np',
    });
  });

  it('is missing until built: the pages are served without first screens, and the log says so once', () => {
    const logged: string[] = [];
    const current = createStorefrontBuild({
      bundle: path.join(dir, 'missing.js'),
      apiOrigin: 'http://api.internal:3000',
      publicUrl: 'https://shop.example.np',
      log: (line) => logged.push(line),
    });
    assert.equal(current(), null);
    assert.equal(current(), null);
    assert.equal(logged.length, 1);
    assert.match(logged[0], /missing\.js is missing \(npm run build writes it\)/);
  });
});
