/**
 * Debian's Chromium as the browser tests (`@aotearoa/e2e`) and the benchmark's Lighthouse run (`@aotearoa/bench`
 * web-vitals) launch it: one place for its path and flags, so both measure and drive the same browser.
 */

/** The Chromium binary: CHROMIUM_PATH, else Debian's `/usr/bin/chromium`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a quiet headless run on this kind of machine: no sandbox (containers), no GPU, no QUIC, and none of
 * Chromium's own background traffic (component updates, sync, first-run pages), so nothing but the page under test
 * reaches the network. The headless flag is the launcher's to add (Playwright's `headless`, Lighthouse's
 * `--headless=new`).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
