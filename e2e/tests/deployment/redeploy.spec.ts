import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../../support/test';
import { logInAsAdmin, newCustomer, registerAndLogIn, withSession } from '../../support/accounts';
import { AREAS, FALLBACK, signedInByPath } from '../../support/areas';
import { REMOTE_APPS, startDeployment, type Deployment, type RemoteApp } from '../../support/deployment';
import { ports } from '../../support/env';

// Issue 14, on one deployment of our own (support/deployment.ts): the three remotes shipped with
// tools/deploy-remote.mjs to a folder laid out as a CDN bucket and served from there, with a shell in front.
//
// "Fail alone": with one remote's server stopped, the other areas keep working, that remote's routes show the
// fallback, and its Retry works once the server is back; with the admin's server gone, the storefront still works
// and the fallback's way home too.
//
// "Redeploy without rebuilding the shell": then the storefront alone is rebuilt with a changed text, redeployed, and
// its server restarted. The running shell, neither rebuilt nor restarted, shows the new text after a reload; the other
// remotes keep their files and keep working.
//
// Stopping servers disturbs no other spec, since the deployment is ours; its tests share it and run in order, once
// (desktop project only). The storefront's production build is most of the redeploy's minute: it starts once the
// deployment is up and runs while the fail-alone tests do.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../../..');

const OLD_TEXT = 'Check our selection';
const NEW_TEXT = 'Our selection, redeployed';

let work: string;
let deployment: Deployment;
/** The storefront's build with NEW_TEXT in place of OLD_TEXT, into storefrontDist(), started by beforeAll. */
let storefrontBuild: ReturnType<typeof run> | undefined;

/** `node tools/deploy-remote.mjs <app> <bucket> …`, as the remote's team (or its CI) would ship it. */
function deploy(app: RemoteApp, ...args: string[]) {
  return run(process.execPath, ['tools/deploy-remote.mjs', app, bucket(), ...args], { cwd: repoRoot });
}

const bucket = () => path.join(work, 'cdn');
const current = (app: RemoteApp) => path.join(bucket(), app, 'current');
const storefrontDist = () => path.join(work, 'storefront-dist');

/** The storefront's team changes a text and builds the storefront (support/storefront-variant.webpack.js). */
function buildChangedStorefront() {
  return run(
    process.execPath,
    [
      require.resolve('webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--config',
      path.join(__dirname, '../../support/storefront-variant.webpack.js'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        VARIANT_OUT: storefrontDist(),
        VARIANT_FILE: 'FeaturedProducts.tsx',
        VARIANT_FROM: OLD_TEXT,
        VARIANT_TO: NEW_TEXT,
      },
    },
  );
}

/** Every file of a remote's current/ folder with the hash of its bytes. */
function filesOf(app: RemoteApp): Record<string, string> {
  const dir = current(app);
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

/** The shell's own files its page names (root-relative: the remotes' hints are absolute URLs). */
function shellFilesOf(html: string): string[] {
  return [...html.matchAll(/<(?:link|script)\s[^>]*?(?:src|href)="?(\/[^"\s>]+)/g)]
    .map((match) => match[1])
    .sort();
}

/** The chunks a remote's current manifest names for its exposed routes. */
function filesOfManifest(app: RemoteApp): string[] {
  const manifest = JSON.parse(readFileSync(path.join(current(app), 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  return manifest.exposes.flatMap((expose) => expose.assets.js.sync);
}

test.beforeAll(async () => {
  // Shipping three remotes and starting four servers, on a busy two-core machine: the tests' time, not the default.
  test.setTimeout(120_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'pashmina-redeploy-'));
  for (const app of REMOTE_APPS) await deploy(app, '--version', 'first');
  deployment = await startDeployment(
    ports.deployments,
    Object.fromEntries(REMOTE_APPS.map((app) => [app, current(app)])) as Record<RemoteApp, string>,
  );
  storefrontBuild = buildChangedStorefront();
  // Awaited by the redeploy test; a failure before then is its failure, not an unhandled rejection.
  storefrontBuild.catch(() => {});
});

test.afterAll(async () => {
  await deployment?.stop();
  // A build still running (a test before the redeploy failed) would write into the folder removed below.
  if (storefrontBuild && storefrontBuild.child.exitCode === null) storefrontBuild.child.kill();
  await storefrontBuild?.catch(() => {});
  if (work) rmSync(work, { recursive: true, force: true });
});

for (const down of REMOTE_APPS) {
  test(`with the ${down} server stopped, only its routes show the fallback, and Retry works once it is back`, async ({
    page,
    request,
  }) => {
    await signedInByPath(
      page,
      await registerAndLogIn(request, newCustomer(`fail-alone-${down}`)),
      await logInAsAdmin(request),
    );
    await deployment.stopRemote(down);
    try {
      for (const up of REMOTE_APPS.filter((app) => app !== down)) {
        await page.goto(`${deployment.url}${AREAS[up].path}`);
        await AREAS[up].works(page);
      }

      await page.goto(`${deployment.url}${AREAS[down].path}`);
      await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
      // The shell around it keeps working.
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    } finally {
      await deployment.startRemote(down);
    }

    await page.getByRole('button', { name: 'Retry' }).click();
    await AREAS[down].works(page);
    await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
  });
}

test.describe('with the admin remote offline', () => {
  test('the storefront still works and the admin route shows the fallback', async ({ page, request }) => {
    // The admin area sits behind its guard: only a signed-in admin gets as far as loading the remote.
    await withSession(page, await logInAsAdmin(request));
    // Nothing listens on the admin's port.
    await deployment.stopRemote('admin');
    try {
      await page.goto(`${deployment.url}/`);
      await AREAS.storefront.works(page);

      await page.goto(`${deployment.url}/dashboard/admin`);
      await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
      // The shell around it keeps working: the navbar takes the shopper back to the shop.
      await page.getByRole('link', { name: 'Back to home' }).click();
      await AREAS.storefront.works(page);
    } finally {
      await deployment.startRemote('admin');
    }
  });
});

test('one remote is rebuilt and redeployed; the running shell shows it after a reload, the others are untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signedInByPath(
    page,
    await registerAndLogIn(request, newCustomer('redeploy')),
    await logInAsAdmin(request),
  );
  // The shell's server gives a page only a short wait for a manifest it has not read lately (the fail-alone tests
  // stopped the storefront's server): it is asked once first, as first-load.spec.ts does.
  await fetch(`${deployment.url}/`);
  const shellPage = await (await fetch(`${deployment.url}/`)).text();
  const others = REMOTE_APPS.filter((app) => app !== 'storefront');
  const othersBefore = Object.fromEntries(others.map((app) => [app, filesOf(app)]));

  await page.goto(`${deployment.url}/`);
  await expect(page.getByRole('heading', { name: OLD_TEXT })).toBeVisible();

  await test.step('the storefront team changes a text, builds and ships only the storefront', async () => {
    await storefrontBuild;
    await deploy('storefront', '--dist', storefrontDist(), '--version', 'second');
    await deployment.stopRemote('storefront');
    await deployment.startRemote('storefront');
  });

  await test.step('the shell, still running its first build, shows the new text after a reload', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: NEW_TEXT })).toBeVisible();
    await expect(page.getByRole('heading', { name: OLD_TEXT })).toHaveCount(0);
    await expect(page.getByRole('region', { name: NEW_TEXT }).locator('article').first()).toBeVisible();
    // The shell's own files are those of its first build; only the storefront's preload hints follow the redeploy
    // (the server reads the storefront's manifest again after at most a few seconds).
    const pageNow = async () => (await fetch(`${deployment.url}/`)).text();
    expect(shellFilesOf(await pageNow())).toEqual(shellFilesOf(shellPage));
    // The shell's server rendered home's first screen with the storefront's server build it was deployed with; it
    // renders none for a storefront built since, which might show other text (shell/server/pages/first-screen-composer.ts).
    expect(shellPage).toContain('<div id="first-screen"');
    await expect.poll(pageNow, { timeout: 15_000 }).not.toContain('<div id="first-screen"');
    const routesChunk = filesOfManifest('storefront').find((file) =>
      file.startsWith('__federation_expose_Routes'),
    );
    await expect.poll(pageNow, { timeout: 15_000 }).toContain(`/${routesChunk}"`);
  });

  await test.step('the customer area and the admin keep their old files and keep working', async () => {
    for (const app of others) {
      expect(filesOf(app), `${app}'s current/`).toEqual(othersBefore[app]);
      expect(JSON.parse(readFileSync(path.join(bucket(), app, 'current.json'), 'utf8'))).toMatchObject({
        version: 'first',
      });
      await page.goto(`${deployment.url}${AREAS[app].path}`);
      await AREAS[app].works(page);
    }
  });
});
