/**
 * Shared end-to-end harness: the built web app served by the real API over a real Meilisearch index of the
 * bundled snapshot in data/, driven by Debian's headless Chromium. Used by every file of this package.
 * The other packages are used by name: `@aotearoa/api` (the server), `@aotearoa/indexer` (the same rebuild as
 * production, and the bundled data folder) and `@aotearoa/web` (its folder, to build it and serve `dist/`).
 *
 * Requires the e2e project's global setup (it starts Meilisearch and sets MEILI_URL / MEILI_MASTER_KEY).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { buildServer } from '@aotearoa/api';
import { DATA_DIR } from '@aotearoa/indexer';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@aotearoa/testkit/chromium';
import { Meilisearch } from 'meilisearch';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
/** Folder of a workspace package, found by its name. */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export const repoRoot = resolve(import.meta.dirname, '../../..');
const webRoot = packageDir('@aotearoa/web');
/** The contracts' sources (their entry point's folder). */
const contractsSrc = dirname(require.resolve('@aotearoa/contracts'));
export const webDist = join(webRoot, 'dist');
export const dataDir = DATA_DIR;
/** Where tests write screenshots (git-ignored). */
export const resultsDir = join(repoRoot, 'test-results');

const run = promisify(execFile);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'routeTree.gen.ts') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when the web app's `dist/` is missing or older than the web sources, its build config and plugins or the shared contracts. */
export function webBuildIsStale(): boolean {
  const built = existsSync(join(webDist, 'index.html')) ? statSync(join(webDist, 'index.html')).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(join(webRoot, 'src')),
    newestMtime(join(webRoot, 'public')),
    newestMtime(join(webRoot, 'index.html')),
    newestMtime(join(webRoot, 'vite.config.ts')),
    newestMtime(join(webRoot, 'vite-plugins')),
    newestMtime(contractsSrc),
  );
  return built === 0 || built < sources;
}

let building: Promise<void> | undefined;
/** Builds the web app for production (`pnpm --filter @aotearoa/web build`) once per process, only when stale. */
export function ensureWebBuild(): Promise<void> {
  building ??= (async () => {
    if (!webBuildIsStale()) return;
    await run('pnpm', ['--filter', '@aotearoa/web', 'build'], {
      cwd: repoRoot,
      // The production build users get (vitest sets NODE_ENV=test, which would build development React).
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 600_000,
      maxBuffer: 64 * 1024 * 1024,
    });
  })();
  return building;
}

function meiliFromEnv(): Meilisearch {
  const host = process.env.MEILI_URL;
  if (!host)
    throw new Error(
      'MEILI_URL is not set: run e2e tests with `vitest --project e2e` (its global setup starts Meilisearch)',
    );
  const apiKey = process.env.MEILI_MASTER_KEY;
  return new Meilisearch({ host, ...(apiKey ? { apiKey } : {}) });
}

export interface RunningApp {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Builds the web app if stale and starts the real API server on a free port serving the built app, reading the
 * full bundled corpus the global setup indexed (rate limiting and load shedding off, search cache off so tests see fresh results;
 * search by meaning only with `opts.searchByMeaning`; the served defaults' rate limits with `opts.rateLimits: true`,
 * or limits of its own per kind).
 */
export async function startApp(
  opts: {
    searchByMeaning?: boolean;
    /** true: the served defaults; per kind: these limits per minute. */
    rateLimits?: boolean | { pages: number; search: number; api: number; health: number };
  } = {},
): Promise<RunningApp> {
  await ensureWebBuild();
  const app = await buildServer({
    // Off unless a test asks for it (it starts the sentence encoder's thread).
    searchByMeaning: opts.searchByMeaning ?? false,
    meili: meiliFromEnv(),
    indexPrefix: inject('sharedIndexPrefix'),
    webDist,
    // Off unless a test checks the limits the served app has (undefined: buildServer's defaults, as the env's).
    rateLimitMax: opts.rateLimits ? undefined : 0,
    ...(typeof opts.rateLimits === 'object'
      ? {
          rateLimitMax: opts.rateLimits.api,
          rateLimitSearch: opts.rateLimits.search,
          rateLimitPages: opts.rateLimits.pages,
          rateLimitHealth: opts.rateLimits.health,
        }
      : {}),
    searchCacheSize: 0,
    logLevel: 'error',
    // Load shedding off: Chromium and the API share this machine's CPUs, and a slow tick must not fail a test.
    maxEventLoopDelayMs: 0,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

/** What an end-to-end test file runs against (`useApp`): the app, Chromium, and fresh browser contexts on the app. */
export interface AppSession {
  /** The running app (started before the file's first test; read it inside tests and hooks). */
  readonly app: RunningApp;
  /** Chromium (launched with the app). */
  readonly browser: Browser;
  /** A new browser context on the app: `newContext` with the app's base URL and `opts`. */
  context(opts?: Parameters<typeof newContext>[2]): Promise<BrowserContext>;
}

/**
 * Starts the app (`startApp(opts)`) and Chromium (`launchBrowser`) side by side before the calling file's first test
 * and stops both after its last (vitest `beforeAll` / `afterAll`, registered where it is called). Reading `app` or
 * `browser` before they are started throws, naming which.
 */
export function useApp(opts: Parameters<typeof startApp>[0] = {}): AppSession {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(opts), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet: read it inside a test or a hook`);
    return value;
  };
  return {
    get app() {
      return started(app, 'the app');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    context: (contextOpts) =>
      newContext(started(browser, 'Chromium'), started(app, 'the app').baseUrl, contextOpts),
  };
}

/** Launches Debian's Chromium (`@aotearoa/testkit/chromium`: CHROMIUM_PATH, its flags) headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

/** A new browser context at `width`×`height` (default desktop 1280×900), locale en-NZ, time zone Pacific/Auckland. */
export function newContext(
  browser: Browser,
  baseUrl: string,
  opts: BrowserContextOptions & { width?: number; height?: number } = {},
): Promise<BrowserContext> {
  const { width = 1280, height = 900, ...rest } = opts;
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
    ...rest,
  });
}

/**
 * `page.goto(path)`, then waits until the app has rendered: `/` arrives prerendered and inert (painted, not yet
 * working), and React's first render replaces it with the live page; every other path arrives as an empty root
 * that React fills once the route's code has loaded (its page layout's `<main id="main">`). On a slow machine the
 * browser's "network idle" can come before that, while the code is still being run, so it is not waited for here.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('[data-prerendered]', { state: 'detached' });
  await page.waitForSelector('#root main#main');
}

/**
 * Waits until the page's finite animations and transitions (entries, fades) have finished, so what a test measures
 * (colour contrast, positions) is the settled page; endless ones (skeletons, spinners) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) =>
                  a.playState === 'running' &&
                  Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? 0)),
              ).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0);
}
