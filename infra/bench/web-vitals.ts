/**
 * `pnpm --filter @aotearoa/bench web-vitals` — the web app's first load of `/` on localhost, measured in Chromium.
 *
 * Serves the built web app (apps/web/dist; build it first) from the API started in its own process, then loads `/`
 * RUNS times (default 5), each in a fresh browser context (cold cache), with Chromium's performance trace on. Reads
 * Largest Contentful Paint from the trace (`largestContentfulPaint::Candidate`, the last candidate, relative to the
 * navigation's `navigationStart`), and lists the JavaScript the page loaded with each file's gzip and brotli size as
 * built (the `.gz`/`.br` files the server sends). Prints the median LCP and the first-load JavaScript total.
 *
 * Env: MEILI_URL / MEILI_MASTER_KEY / MEILI_INDEX_PREFIX for the API (the page renders without them, with its
 * empty states), CHROMIUM_PATH (default `/usr/bin/chromium`), RUNS.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort } from '@aotearoa/services/meili';
import { waitForOk } from '@aotearoa/services/processes';
import { chromium } from 'playwright-core';

const API_MAIN = fileURLToPath(import.meta.resolve('@aotearoa/api/main'));
const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

interface TraceEvent {
  name: string;
  ts: number;
  args?: { frame?: string; data?: { size?: number; isMainFrame?: boolean; navigationId?: string } };
}

/** The median of the finite values (a trace that ended before its paint marks gives NaN, left out). */
function median(xs: number[]): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

/**
 * A paint mark in ms from a Chromium trace: the last `name` event (e.g. `largestContentfulPaint::Candidate`,
 * `firstContentfulPaint`) minus the `navigationStart` of the same navigation (`args.data.navigationId`).
 */
export function paintFromTrace(events: TraceEvent[], name: string): number {
  const mark = events.filter((e) => e.name === name).at(-1);
  const id = mark?.args?.data?.navigationId;
  if (!mark || !id) return Number.NaN;
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.navigationId === id);
  return start ? (mark.ts - start.ts) / 1000 : Number.NaN;
}

async function main() {
  if (!existsSync(`${WEB_DIST}/index.html`))
    throw new Error('Build the web app first: pnpm --filter @aotearoa/web build');
  const runs = Number(process.env.RUNS ?? 5);
  const port = await freePort();
  const api: ChildProcess = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), API_MAIN], {
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
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // The OpenAPI document answers as soon as the server listens, with or without an index (health needs one).
    await waitForOk(`${base}/api/openapi.json`, 60_000);
    const lcps: number[] = [];
    const fcps: number[] = [];
    const observed: number[] = [];
    let scripts = new Set<string>();
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const loaded = new Set<string>();
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') loaded.add(new URL(r.url()).pathname);
      });
      await browser.startTracing(page, {
        categories: [
          'loading',
          'rail',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
        ],
      });
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      // LCP is final once the user interacts; give late candidates a moment. Reading the page's own LCP entry
      // also makes the renderer flush its paint records into the trace before it stops (without a round trip to
      // the page, the trace often ends before the candidates reach it).
      await page.waitForTimeout(500);
      observed.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) =>
                resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN),
              ).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              });
              setTimeout(() => resolve(Number.NaN), 5_000);
            }),
        ),
      );
      const buffer = await browser.stopTracing();
      const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
      lcps.push(paintFromTrace(trace.traceEvents, 'largestContentfulPaint::Candidate'));
      fcps.push(paintFromTrace(trace.traceEvents, 'firstContentfulPaint'));
      if (i === 0) scripts = loaded;
      await context.close();
    }
    let gz = 0;
    let br = 0;
    let raw = 0;
    console.log('| first-load script of / | raw kB | gzip kB | brotli kB |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const path of [...scripts].sort()) {
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
      `| **total (${scripts.size} files)** | ${(raw / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} | ${(br / 1024).toFixed(1)} |`,
    );
    console.log(
      `\nLCP of / over ${runs} cold loads: median ${median(lcps).toFixed(0)} ms (each: ${lcps.map((x) => x.toFixed(0)).join(', ')} ms; NaN: the trace held no candidate); ` +
        `FCP median ${median(fcps).toFixed(0)} ms; LCP as the page observed it (PerformanceObserver) median ${median(observed).toFixed(0)} ms; machine load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
  } finally {
    await browser.close();
    api.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
