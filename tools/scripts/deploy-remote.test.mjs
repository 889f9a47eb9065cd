// `npm run test:tools`: the deploy script on a fake build in a temporary folder, and the manifest check.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { manifestProblems, SINGLETONS } from './check-manifest.mjs';

const DEPLOY = fileURLToPath(new URL('../deploy-remote.mjs', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'deploy-remote-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A remote's build as webpack writes it: entry files, one hashed chunk, and an un-hashed extra. */
function fakeBuild(name, { version, chunk, extra }) {
  const dist = path.join(scratch, name);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const manifest = { metaData: { buildInfo: { buildVersion: version, buildName: '@pashmina/storefront' } } };
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `loads ${chunk}`);
  writeFileSync(path.join(dist, chunk), `chunk of ${version}`);
  writeFileSync(
    path.join(dist, 'assets', `logo.${version === '1.0.0' ? 'aaaaaaaa' : 'bbbbbbbb'}.svg`),
    '<svg/>',
  );
  writeFileSync(path.join(dist, extra), 'not hashed');
  return dist;
}

function deploy(...args) {
  return execFileSync(process.execPath, [DEPLOY, 'storefront', ...args], { encoding: 'utf8' });
}

describe('tools/deploy-remote.mjs', () => {
  const cdn = path.join(scratch, 'cdn');
  const current = path.join(cdn, 'storefront', 'current');
  const read = (file) => readFileSync(path.join(current, file), 'utf8');
  const v1 = fakeBuild('v1', { version: '1.0.0', chunk: '12.0123abcd.js', extra: 'notes-1.txt' });
  const v2 = fakeBuild('v2', { version: '2.0.0', chunk: '12.89abcdef.js', extra: 'notes-2.txt' });

  it('keeps each version whole and serves the newest from current/', () => {
    deploy(cdn, '--dist', v1);
    writeFileSync(path.join(current, 'mf-remotes.json'), '{"remotes":[]}');
    const out = deploy(cdn, '--dist', v2);

    assert.equal(
      readFileSync(path.join(cdn, 'storefront', '1.0.0', 'remoteEntry.js'), 'utf8'),
      'loads 12.0123abcd.js',
    );
    assert.equal(read('remoteEntry.js'), 'loads 12.89abcdef.js');
    assert.equal(read('12.89abcdef.js'), 'chunk of 2.0.0');
    assert.equal(
      JSON.parse(readFileSync(path.join(cdn, 'storefront', 'current.json'), 'utf8')).version,
      '2.0.0',
    );
    assert.match(out, /now serves 2\.0\.0 \(was 1\.0\.0\)/);
    assert.match(out, /--rollback 1\.0\.0/);
  });

  it("keeps the previous version's hashed chunks in current/ for pages opened before the switch", () => {
    assert.equal(read('12.0123abcd.js'), 'chunk of 1.0.0');
    assert.ok(existsSync(path.join(current, 'assets', 'logo.aaaaaaaa.svg')));
    assert.ok(!existsSync(path.join(current, 'notes-1.txt')), 'un-hashed leftovers of 1.0.0 are removed');
    assert.equal(read('mf-remotes.json'), '{"remotes":[]}', "the deployment's own mf-remotes.json stays");
  });

  it('rolls current/ back to an earlier version folder', () => {
    const out = deploy(cdn, '--rollback', '1.0.0');

    assert.equal(read('remoteEntry.js'), 'loads 12.0123abcd.js');
    assert.equal(JSON.parse(read('mf-manifest.json')).metaData.buildInfo.buildVersion, '1.0.0');
    assert.match(out, /now serves 1\.0\.0 again \(was 2\.0\.0\)/);
  });

  it('refuses a build without its manifest, and an unknown version to roll back to', () => {
    const broken = path.join(scratch, 'broken');
    mkdirSync(broken);
    writeFileSync(path.join(broken, 'remoteEntry.js'), '');
    const run = (...args) =>
      spawnSync(process.execPath, [DEPLOY, 'storefront', ...args], { encoding: 'utf8' });

    const noManifest = run(cdn, '--dist', broken);
    assert.equal(noManifest.status, 1);
    assert.match(noManifest.stderr, /holds no mf-manifest\.json/);
    const unknown = run(cdn, '--rollback', '3.0.0');
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /no version 3\.0\.0 .*shipped: 1\.0\.0, 2\.0\.0/);
  });
});

describe('tools/scripts/check-manifest.mjs', () => {
  const installed = Object.fromEntries(SINGLETONS.map((name) => [name, '1.2.3']));
  const expected = {
    workspace: '@pashmina/storefront',
    version: '0.1.0',
    singletons: installed,
    federation: '2.9.2',
  };
  const manifest = (shared) => ({
    metaData: {
      buildInfo: { buildName: '@pashmina/storefront', buildVersion: '0.1.0' },
      pluginVersion: '2.9.2',
    },
    shared,
  });
  const sharedAll = () => SINGLETONS.map((name) => ({ name, version: '1.2.3', singleton: true }));

  it('accepts a manifest naming the app, its version and every singleton at the installed version', () => {
    assert.deepEqual(manifestProblems(manifest(sharedAll()), expected), []);
  });

  it('names each singleton that is missing or at another version, and a wrong app version', () => {
    const shared = sharedAll().filter((s) => s.name !== 'react-redux');
    shared[0] = { ...shared[0], version: '9.9.9' };
    const wrongVersion = manifest(shared);
    wrongVersion.metaData.buildInfo.buildVersion = '0.0.9';
    wrongVersion.metaData.pluginVersion = '2.10.0';

    assert.deepEqual(manifestProblems(wrongVersion, expected), [
      'metaData.buildInfo.buildVersion is 0.0.9, expected 0.1.0 (package.json)',
      'metaData.pluginVersion is 2.10.0, expected 2.9.2 (the federation runtime installed here)',
      `shared singleton ${SINGLETONS[0]} is 9.9.9, but 1.2.3 is expected`,
      'shared singleton react-redux is missing',
    ]);
  });
});
