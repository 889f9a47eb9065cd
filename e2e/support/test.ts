import { expect, test as base } from '@playwright/test';

// Everything else (Page, APIRequestContext, …) as Playwright exports it; `test` below takes the place of its own.
export * from '@playwright/test';

/**
 * Playwright's `test`, with the shell's Content-Security-Policy watched: every spec imports `test` from here, so a
 * page that breaks the policy (a script, style, picture or fetch the policy refuses) fails its test, even when the
 * page still looks right. Violations are caught twice, as the `securitypolicyviolation` event in every frame and as
 * Chromium's console message, so neither a swallowed event nor an unprinted message hides one.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.violatedDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}`,
          );
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
