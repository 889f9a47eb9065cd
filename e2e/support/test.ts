import { expect, test as base, type BrowserContext } from '@playwright/test';

// Everything else (Page, APIRequestContext, …) as Playwright exports it; `test` below takes the place of its own.
export * from '@playwright/test';

/**
 * Watches every page of `context` for breaches of the shell's Content-Security-Policy and collects them. Violations
 * are caught twice, as the `securitypolicyviolation` event in every frame and as Chromium's console message, so
 * neither a swallowed event nor an unprinted message hides one.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(`${event.violatedDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) violations.push(text);
  });
  return violations;
}

/** Fails the running test if the watched pages broke the policy (and starts the next test's list afresh). */
export function expectNoCspViolations(violations: string[]) {
  const found = violations.splice(0);
  expect(found, 'the page broke its Content-Security-Policy').toEqual([]);
}

/**
 * Playwright's `test`, with the shell's Content-Security-Policy watched: every spec imports `test` from here, so a
 * page that breaks the policy (a script, style, picture or fetch the policy refuses) fails its test, even when the
 * page still looks right. A spec that shares one page between its tests watches that page's context with
 * `watchCsp` and checks it after each test with `expectNoCspViolations`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCsp(context);
      await use(violations);
      expectNoCspViolations(violations);
    },
    { auto: true },
  ],
});

export { expect };
