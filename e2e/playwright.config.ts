import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
// Debian's Chromium, launched the way these machines need.
import chromiumLaunch from './support/chromium';
import { e2eEnv, shellUrl } from './support/env';

const repoRoot = path.resolve(__dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A test that takes half of this or more with nothing else running on a slow machine (a journey through several
  // pages, a phone's CPU emulated) calls test.slow(): three times as long.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: shellUrl,
    launchOptions: chromiumLaunch,
    screenshot: 'only-on-failure',
    // A trace records every step's DOM and screen: kept for every test it cost a fifth of the suite's CPU. The retry
    // of a failed test (CI retries once) records one, which is when it is read.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromiumLaunch },
      // Only what differs on a phone runs here too: the tests tagged @phone (layout and accessibility of every public
      // page, the menus, filters and search that fold away at this width, the cards that tables become, the first
      // screen's picture and preloads, which follow the width). Every other test is about the shop, not the width:
      // once, at desktop. So is tests/deployment/ (redeploying a remote, stopping servers).
      grep: /@phone/,
      testIgnore: ['deployment/**', 'shop-wide/**'],
    },
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunch,
      },
      testIgnore: 'shop-wide/**',
    },
    {
      // What changes the whole shop for every shopper (the phone check before cash on delivery, the contact lines):
      // with it on, every other test's cash-on-delivery checkout would be refused. So these run alone: only once the
      // two projects above have finished, one test at a time. Run them by themselves with --no-deps.
      name: 'shop-wide',
      testMatch: 'shop-wide/**',
      dependencies: ['phone', 'desktop'],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunch,
      },
    },
  ],
  // The whole system as `npm start` runs it, on a fresh embedded database.
  webServer: {
    command: `rm -rf "${e2eEnv.DATA_DIR}" && node tools/scripts/start.mjs`,
    cwd: repoRoot,
    url: `${shellUrl}/api/v1/health`,
    env: e2eEnv,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
