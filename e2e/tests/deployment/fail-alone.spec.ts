import { expect, test } from '../../support/test';
import { logInAsAdmin, newCustomer, registerAndLogIn } from '../../support/accounts';
import { AREAS, FALLBACK, signedInByPath } from '../../support/areas';
import { REMOTE_APPS, startDeployment, type Deployment } from '../../support/deployment';
import { ports } from '../../support/env';

// Issue 14, "Fail alone": with one remote's server stopped, the other areas keep working, that remote's routes show
// the fallback, and its Retry works once the server is back. One deployment of our own (support/deployment.ts), so
// stopping a server disturbs no other spec; the tests share it and run in order, once (desktop project only).
test.describe.configure({ mode: 'default', timeout: 120_000 });

let deployment: Deployment;

test.beforeAll(async () => {
  deployment = await startDeployment(ports.deployments + 10);
});

test.afterAll(async () => {
  await deployment?.stop();
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
