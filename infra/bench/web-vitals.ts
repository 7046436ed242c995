/**
 * `pnpm --filter @aotearoa/bench web-vitals` — the web app's first load on localhost, measured by Lighthouse (desktop
 * preset: simulated fast connection, no CPU slowdown) in Debian's Chromium.
 *
 * Serves the built web app (apps/web/dist; build it first) from the API started in its own process, then for each
 * page (default `/` and `/search?query=fired from my job`) runs Lighthouse's performance audit RUNS times (default
 * 3) and prints the medians of the performance score, Largest Contentful Paint, Total Blocking Time and Cumulative
 * Layout Shift, and the JavaScript the page's first load fetched with each file's gzip and brotli size as built (the
 * `.gz`/`.br` files the server sends): the entry (what the built index.html names), the route's scripts the server
 * names in the page's HTML, and everything fetched until the page settled.
 *
 * Env: MEILI_URL / MEILI_MASTER_KEY / MEILI_INDEX_PREFIX for the API (without an index the search page shows its
 * error state, which measures nothing useful), BASE_URL to measure a server already running instead (its files are
 * then read from WEB_DIST, default apps/web/dist), PAGES (comma-separated paths), CHROMIUM_PATH (default
 * `/usr/bin/chromium`), RUNS.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@aotearoa/testkit/chromium';
import { freePort } from '@aotearoa/testkit/meili';
import { waitForOk } from '@aotearoa/testkit/processes';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type Browser, chromium } from 'playwright-core';

const API_MAIN = fileURLToPath(import.meta.resolve('@aotearoa/api/main'));
const WEB_DIST = process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const DEFAULT_PAGES = ['/', '/search?query=fired from my job'];

/** The median of the finite values (NaN when there are none). */
export function median(xs: number[]): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

/** One Lighthouse run's figures: score 0–100, LCP and TBT in ms, CLS unitless. */
export interface Vitals {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** How many times a run whose trace recorded no navigation (Lighthouse's NO_NAVSTART) is tried before failing. */
const TRACE_ATTEMPTS = 3;

/**
 * Lighthouse's desktop performance audit of `url` in the browser listening for DevTools on `port`. A run whose trace
 * recorded no navigation (NO_NAVSTART, now and then in this Chromium, more often on a loaded machine) measured
 * nothing and is run again, up to TRACE_ATTEMPTS times; any other runtime error throws.
 */
async function audit(url: string, port: number): Promise<Vitals> {
  const run = () =>
    lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
  let result = await run();
  for (
    let attempt = 2;
    result?.lhr.runtimeError?.code === 'NO_NAVSTART' && attempt <= TRACE_ATTEMPTS;
    attempt++
  ) {
    console.error(
      `Lighthouse on ${url}: no navigation in the trace, trying again (${attempt}/${TRACE_ATTEMPTS})`,
    );
    result = await run();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/**
 * The paths of the scripts a cold load of `url` fetches: `entry`, those the built index.html names (the entry module
 * and its modulepreloads); `route`, those the server adds to the page's HTML for its route (modulepreloads marked
 * `data-route-preload`: the page's own chunks, fetched beside the entry); and `all`, every script fetched until the
 * page has settled (network idle, then 2 s for the route's own chunks and what they load).
 */
async function scriptsOf(
  browser: Browser,
  url: string,
): Promise<{ entry: string[]; route: string[]; all: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') loaded.add(new URL(r.url()).pathname);
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  await page.waitForTimeout(2_000);
  await context.close();
  const named = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"([^>]*)>/g),
  ]
    .map((m) => ({ path: m[1] ?? '', route: (m[2] ?? '').includes('data-route-preload') }))
    .filter((s) => s.path.startsWith('/assets/'));
  const paths = (route: boolean) =>
    [...new Set(named.filter((s) => s.route === route).map((s) => s.path))].sort();
  return { entry: paths(false), route: paths(true), all: [...loaded].sort() };
}

/** Prints the scripts' sizes as built (raw, and the `.gz`/`.br` the server sends); returns the gzip total in kB. */
function printScripts(label: string, paths: string[]): number {
  let [raw, gz, br] = [0, 0, 0];
  console.log(`\n| first-load script of ${label} | raw kB | gzip kB | brotli kB |`);
  console.log('| --- | ---: | ---: | ---: |');
  for (const path of paths) {
    const file = `${WEB_DIST}${path}`;
    if (!existsSync(file)) continue;
    const size = (f: string) => (existsSync(f) ? statSync(f).size : statSync(file).size);
    const [r, g, b] = [statSync(file).size, size(`${file}.gz`), size(`${file}.br`)];
    raw += r;
    gz += g;
    br += b;
    console.log(
      `| ${path} | ${(r / 1024).toFixed(1)} | ${(g / 1024).toFixed(1)} | ${(b / 1024).toFixed(1)} |`,
    );
  }
  console.log(
    `| **total (${paths.length} files)** | ${(raw / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} | ${(br / 1024).toFixed(1)} |`,
  );
  return gz / 1024;
}

async function main() {
  if (!existsSync(`${WEB_DIST}/index.html`))
    throw new Error('Build the web app first: pnpm --filter @aotearoa/web build');
  const runs = Number(process.env.RUNS ?? 3);
  const pages = process.env.PAGES ? process.env.PAGES.split(',') : DEFAULT_PAGES;
  let api: ChildProcess | undefined;
  let base = process.env.BASE_URL?.replace(/\/$/, '');
  if (!base) {
    const port = await freePort();
    api = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), API_MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST,
        RATE_LIMIT_MAX: '0',
        LOG_LEVEL: 'error',
      },
      stdio: 'inherit',
    });
    base = `http://127.0.0.1:${port}`;
  }
  // Lighthouse drives a browser of its own launching (over the DevTools port; a browser Playwright launched records
  // no navigation in Lighthouse's trace here: NO_NAVSTART); Playwright's lists the scripts of a load.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  // Lighthouse can fail outside the awaited chain (a DevTools session closed under it throws from its own timer),
  // which no `finally` sees: stop the browsers and the API then too, so none is left running.
  const stopAll = () => {
    chrome.kill();
    api?.kill('SIGTERM');
  };
  const fail = (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    stopAll();
    process.exit(1);
  };
  process.once('uncaughtException', fail);
  process.once('unhandledRejection', fail);
  try {
    // The OpenAPI document answers as soon as the server listens, with or without an index (health needs one).
    await waitForOk(`${base}/api/openapi.json`, 60_000);
    const rows: string[] = [];
    for (const path of pages) {
      const url = `${base}${path}`;
      // A first load of each page warms the server (its file cache, the API's first search) before the runs.
      await scriptsOf(browser, url);
      const vitals: Vitals[] = [];
      for (let i = 0; i < runs; i++) vitals.push(await audit(url, chrome.port));
      const m = (k: keyof Vitals) => median(vitals.map((v) => v[k]));
      const scripts = await scriptsOf(browser, url);
      const entry = printScripts(`${path} (the entry, named by index.html)`, scripts.entry);
      const route = printScripts(`${path} (its route's, preloaded by its HTML)`, scripts.route);
      const all = printScripts(`${path} (all, until settled)`, scripts.all);
      rows.push(
        `| ${path} | ${m('score').toFixed(0)} | ${m('lcp').toFixed(0)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)} | ${entry.toFixed(1)} | ${route.toFixed(1)} | ${all.toFixed(1)} | ${vitals.map((v) => v.score.toFixed(0)).join(', ')} |`,
      );
    }
    console.log(`\nLighthouse ${runs} runs a page, desktop preset, medians:\n`);
    console.log(
      '| page | performance | LCP ms | TBT ms | CLS | entry JS gzip kB | route JS preloaded, gzip kB | all JS of the load, gzip kB | scores of the runs |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const row of rows) console.log(row);
    console.log(`\nmachine load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
  } finally {
    await browser.close();
    stopAll();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
