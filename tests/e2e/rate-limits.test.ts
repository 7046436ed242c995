import { DEFAULT_RATE_LIMITS } from '@aotearoa/api/rate-limits';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useApp } from './support/app';

/**
 * A library's readers behind one address: the limits are sized for 30 readers at once (README). Loading the app cold
 * 30 times took most of this file's time (~80 s on a busy machine), so the app runs with a third of each default
 * limit and is loaded by a third of the readers: the same budget per reader, through the same limiter. Loaded cold
 * (every asset) 10 times from one address, then searched, none of it is refused. A client hammering the API is refused
 * (JSON 429), and a page over its limit answers the readable HTML 429 with Retry-After.
 */
/** The share of the default limits, and of the 30 readers they are sized for, that this file runs with. */
const SHARE = 3;
const LIMITS = {
  pages: DEFAULT_RATE_LIMITS.pages / SHARE,
  search: DEFAULT_RATE_LIMITS.search / SHARE,
  api: DEFAULT_RATE_LIMITS.api / SHARE,
  health: DEFAULT_RATE_LIMITS.health / SHARE,
};
const e2e = useApp({ rateLimits: LIMITS });

/** The class a response counts in (as platform/rate-limits.ts classifies its request). */
function kindOf(response: Response): 'page' | 'asset' | 'api' {
  const { pathname } = new URL(response.url());
  if (/^\/(api|trpc)(\/|$)/i.test(pathname)) return 'api';
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname) ? 'asset' : 'page';
}

/** Readers loading the app: the 30 the default limits are sized for, scaled as the limits are. */
const LOADS = 30 / SHARE;
/** Page loads side by side (readers arriving together; also keeps the loads within a minute on a busy machine). */
const AT_ONCE = 5;

describe('rate limits for many readers behind one address', () => {
  it(`${LOADS} cold loads of the app from one address, then searches: no 429 on pages, assets or the API`, async () => {
    const statuses: number[] = [];
    const perLoad: Array<Record<'page' | 'asset' | 'api', number>> = [];
    const started = Date.now();
    const load = async (path: string) => {
      const context = await e2e.context();
      const page = await context.newPage();
      const counts = { page: 0, asset: 0, api: 0 };
      page.on('response', (r) => {
        statuses.push(r.status());
        counts[kindOf(r)]++;
      });
      await openPage(page, path);
      await page.waitForLoadState('networkidle');
      perLoad.push(counts);
      await context.close();
    };
    for (let i = 0; i < LOADS; i += AT_ONCE)
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, LOADS - i) }, () => load('/')));
    const loadSeconds = (Date.now() - started) / 1000;
    // Then searches, from the same address.
    for (const query of ['unjustified dismissal', 'tenancy bond', 'bail']) {
      const context = await e2e.context();
      const page = await context.newPage();
      page.on('response', (r) => statuses.push(r.status()));
      const searched = page.waitForResponse((r) => /\/(api\/search|trpc\/[^?]*search)/.test(r.url()));
      await page.goto(`/search?query=${encodeURIComponent(query)}`);
      expect((await searched).status(), query).toBe(200);
      await context.close();
    }
    const total = perLoad.reduce((a, c) => ({
      page: a.page + c.page,
      asset: a.asset + c.asset,
      api: a.api + c.api,
    }));
    console.log(
      `${LOADS} cold loads of / in ${loadSeconds.toFixed(0)} s: requests per load ${perLoad
        .map((c) => c.page + c.asset + c.api)
        .join(', ')}; in all ${total.page} pages, ${total.asset} assets, ${total.api} API calls`,
    );
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    // Each load asked for its page once, and its API calls fit the API's budget with room for the readers' next steps.
    expect(total.page).toBe(LOADS);
    expect(total.api).toBeLessThan(LIMITS.api / 4);
    // A browser's cold load on a busy 2-core machine shared with the API takes seconds: allow it time.
  }, 900_000);

  it('still answers a client hammering the API with JSON 429 + Retry-After', async () => {
    let refused: globalThis.Response | undefined;
    // A cheap API path, in batches side by side, so that the whole budget is spent within one minute's window.
    const BATCH = 50;
    for (let sent = 0; sent <= LIMITS.api + BATCH && !refused; sent += BATCH) {
      const batch = await Promise.all(
        Array.from({ length: BATCH }, () => fetch(`${e2e.app.baseUrl}/api/metrics`)),
      );
      for (const res of batch) {
        if (res.status === 429 && !refused) refused = res;
        else await res.arrayBuffer();
      }
    }
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('content-type')).toMatch(/application\/json/);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused?.json()) as { message?: string } | undefined)?.message).toMatch(
      /Too many requests/,
    );
  });

  it('shows a page over its limit as a readable HTML 429 page with Retry-After', async () => {
    let refused = false;
    for (let sent = 0; sent <= LIMITS.pages + 25 && !refused; sent += 25) {
      const batch = await Promise.all(Array.from({ length: 25 }, () => fetch(`${e2e.app.baseUrl}/help`)));
      for (const res of batch) {
        await res.arrayBuffer();
        refused ||= res.status === 429;
      }
    }
    expect(refused).toBe(true);
    const context = await e2e.context();
    const page = await context.newPage();
    const response = await page.goto('/help');
    expect(response?.status()).toBe(429);
    expect(Number(await response?.headerValue('retry-after'))).toBeGreaterThan(0);
    await expect(page.locator('h1').textContent()).resolves.toBe('Too many page loads from your network');
    // Assets are never refused, even now.
    const asset = await fetch(`${e2e.app.baseUrl}/favicon.svg`);
    expect(asset.status).toBe(200);
    await context.close();
  });
});
