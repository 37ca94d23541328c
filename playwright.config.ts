import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium, never a downloaded browser. Flags keep it off the (closed) network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  // A page's first data on a loaded two-core machine (two workers, two browsers and the server) can
  // take longer than Playwright's default 5 s; an assertion that holds returns as soon as it does.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    browserName: "chromium",
    launchOptions,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      // Everything but the tests tagged @narrow, which run only on the phone.
      grepInvert: /@narrow/,
      use: { ...devices["Desktop Chrome"], launchOptions, channel: undefined },
    },
    {
      name: "mobile",
      // At 360 px: the tests whose answer depends on the width run on both (tagged @mobile: the
      // every-route axe sweep, the navigation and its side menu, the testimonials per view, the
      // admin's sidebar); the per-page axe, Hindi and phone journeys run only here (tagged @narrow):
      // the product is built for the phone first, and the sweep already checks every route on desktop.
      grep: /@mobile|@narrow/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 360, height: 740 },
        launchOptions,
        channel: undefined,
      },
    },
  ],
});
