import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../../support/test';
import { logInAsAdmin, newCustomer, registerAndLogIn } from '../../support/accounts';
import { AREAS, FALLBACK, signedInByPath } from '../../support/areas';
import { builtRemotes, startDeployment, type Deployment, type RemoteApp } from '../../support/deployment';
import { ports } from '../../support/env';
import { contractVersion } from '../../../shared-ui/src/contract/contract-version.json';

/** The major of shared-ui's contract that the shell runs, and one it must refuse. */
const shellContractMajor = Number(contractVersion.split('.')[0]);
const otherContract = `${shellContractMajor + 1}.0.0`;

// Issue 14, "Fail alone": a remote whose mf-manifest.json declares a shared singleton outside the shell's supported
// range is refused before anything of it is loaded; its routes show the fallback, the console says which version was
// refused, and the rest of the shop keeps working. The remotes are copies of the built ones with their manifest
// tampered, served by a deployment of our own (support/deployment.ts); once, at desktop width.
test.describe.configure({ mode: 'default', timeout: 60_000 });

/** What each tampered copy declares instead of the real version. */
const TAMPERED: Partial<Record<RemoteApp, { name: string; version: string }>> = {
  storefront: { name: 'react', version: '18.3.1' },
  'customer-area': { name: '@pashmina/shared-ui', version: otherContract },
};

let copies: string;
let deployment: Deployment;

/** A copy of a built remote whose manifest declares `name` at `version`. */
function tamperedCopy(app: RemoteApp, name: string, version: string) {
  const dir = path.join(copies, app);
  cpSync(builtRemotes[app], dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: { name: string; version: string }[] };
  const entry = manifest.shared.find((shared) => shared.name === name);
  if (!entry) throw new Error(`${app}'s manifest does not share ${name}`);
  entry.version = version;
  writeFileSync(file, JSON.stringify(manifest));
  // The build's compressed copies are of the untampered file: they go, or they would be sent instead of it.
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  return dir;
}

test.beforeAll(async () => {
  copies = mkdtempSync(path.join(os.tmpdir(), 'pashmina-versions-'));
  const dirs = { ...builtRemotes };
  for (const [app, { name, version }] of Object.entries(TAMPERED) as [
    RemoteApp,
    { name: string; version: string },
  ][]) {
    dirs[app] = tamperedCopy(app, name, version);
  }
  deployment = await startDeployment(ports.deployments + 20, dirs);
});

test.afterAll(async () => {
  await deployment?.stop();
  if (copies) rmSync(copies, { recursive: true, force: true });
});

/** The console's errors and the page's uncaught exceptions (a crash of the shell), and every URL requested. */
function watch(page: Page) {
  const watched = { errors: [] as string[], crashes: [] as string[], requests: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(message.text());
  });
  page.on('pageerror', (error) => watched.crashes.push(error.message));
  page.on('request', (request) => watched.requests.push(request.url()));
  return watched;
}

test('a storefront built against React 18 is refused: the fallback, the version on the console, the shell still up', async ({
  page,
}) => {
  const watched = watch(page);
  await page.goto(`${deployment.url}${AREAS.storefront.path}`);
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  expect(watched.errors).toContainEqual(
    expect.stringContaining(
      '[shell] the storefront remote was refused before loading: its manifest declares react 18.3.1 (this shell supports react 19.',
    ),
  );
  // Refused before it was loaded: its manifest was read, its code never asked for.
  const fromStorefront = watched.requests.filter(
    (url) => new URL(url).port === String(ports.deployments + 21),
  );
  expect(fromStorefront.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromStorefront.filter((url) => url.endsWith('.js'))).toEqual([]);

  // Retry asks again and is refused again; the shell's own pages keep working.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  await page.goto(`${deployment.url}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(watched.crashes).toEqual([]);
});

test('a customer area built against another shared-ui contract is refused, and the admin area still works', async ({
  page,
  request,
}) => {
  await signedInByPath(
    page,
    await registerAndLogIn(request, newCustomer('versions')),
    await logInAsAdmin(request),
  );
  const watched = watch(page);

  await page.goto(`${deployment.url}${AREAS['customer-area'].path}`);
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  expect(watched.errors).toContainEqual(
    expect.stringContaining(
      `[shell] the customer_area remote was refused before loading: its manifest declares @pashmina/shared-ui ${otherContract} (this shell supports @pashmina/shared-ui ${shellContractMajor}.`,
    ),
  );

  await page.goto(`${deployment.url}${AREAS.admin.path}`);
  await AREAS.admin.works(page);
  expect(watched.crashes).toEqual([]);
});
