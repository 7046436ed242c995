import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, resultsDir, useApp } from './support/app';

const e2e = useApp();

beforeAll(async () => {
  mkdirSync(resultsDir, { recursive: true });
});

const results = (page: Page) => page.locator('[data-testid="inline-result"]');

/** Waits for the inline results card to finish loading (count line shown, nothing in flight). */
async function waitForInline(page: Page) {
  await page.waitForFunction(() => {
    const body = document.querySelector('[data-testid="inline-results"] [aria-busy]');
    return (
      !!document.querySelector('[data-testid="inline-count"]') && body?.getAttribute('aria-busy') === 'false'
    );
  });
}

/** Counts search requests the page sends to the API. */
function countSearchRequests(page: Page): { count: number; urls: string[] } {
  const counter = { count: 0, urls: [] as string[] };
  page.on('request', (r) => {
    // tRPC batches procedures into one path (`/trpc/guidance.match,search?batch=1`).
    const path = new URL(r.url()).pathname;
    if (/^\/api\/search$/.test(path) || /^\/trpc\/(?:[^/]*,)?search(?:,|$)/.test(path)) {
      counter.count++;
      counter.urls.push(decodeURIComponent(r.url()));
    }
  });
  return counter;
}

describe('main page (real API, real index)', () => {
  it('arrives painted without JavaScript (prerendered, inert), and becomes the live page once the app runs', async () => {
    const still = await e2e.context({ javaScriptEnabled: false });
    const staticPage = await still.newPage();
    await staticPage.goto('/');
    await expect(staticPage.locator('h1').textContent()).resolves.toBe(
      'Find New Zealand law in plain language',
    );
    await expect(staticPage.locator('#root > [data-prerendered]').getAttribute('inert')).resolves.toBe('');
    await expect(staticPage.locator('section#browse').isVisible()).resolves.toBe(true);
    // Its links and buttons are inert without the app: the page says so.
    await expect(staticPage.locator('body').innerText()).resolves.toContain(
      'Aotearoa Legal needs JavaScript',
    );
    await still.close();
    // A tool's address is not the page that was prerendered: it arrives empty and the app renders it.
    const tool = await e2e.context({ javaScriptEnabled: false });
    const toolPage = await tool.newPage();
    await toolPage.goto('/?category=case-law&tool=courts');
    await expect(toolPage.locator('[data-prerendered]').count()).resolves.toBe(0);
    await tool.close();

    const context = await e2e.context();
    const page = await context.newPage();
    await openPage(page, '/');
    await expect(page.locator('[data-prerendered], [inert]').count()).resolves.toBe(0);
    await expect(page.locator('h1').textContent()).resolves.toBe('Find New Zealand law in plain language');
    await context.close();
  });

  it('keeps the header where the prerendered page put it while the app takes over (on a slow CPU)', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    // Four times slower: the ticker's code (above the header) then arrives well after the app's first render.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every distinct vertical position of the Sign In button, from the first frame until the ticker is live.
    await page.addInitScript(() => {
      const seen: number[] = [];
      const state = { __toggleTops: seen, __frames: 0 };
      Object.assign(window, state);
      const frame = () => {
        const button = document.querySelector('[data-testid="auth-toggle"]');
        if (button) {
          const top = Math.round(button.getBoundingClientRect().top);
          if (seen.at(-1) !== top) seen.push(top);
        }
        (window as unknown as typeof state).__frames++;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await openPage(page, '/');
    await page.getByTestId('ticker-signed-out').waitFor();
    // Watch 30 more frames after the ticker came (half a second at 60 frames a second, longer while throttled).
    const frames = () => page.evaluate(() => (window as unknown as { __frames: number }).__frames);
    const seenFrames = await frames();
    await expect.poll(frames, { timeout: 20_000 }).toBeGreaterThanOrEqual(seenFrames + 30);
    const tops = await page.evaluate(() => (window as unknown as { __toggleTops: number[] }).__toggleTops);
    // Before the fix the ticker vanished for a moment (Suspense's empty fallback): [56, 8, 56], and a click
    // aimed at the button in between landed on whatever had moved under it.
    expect(tops).toHaveLength(1);
    await context.close();
  });

  it('keeps the prerendered page hidden for a visitor whose saved settings differ (sovereign mode on)', async () => {
    const context = await e2e.context();
    await context.addInitScript(() => localStorage.setItem('sovereign_offline_mode', 'true'));
    const page = await context.newPage();
    await openPage(page, '/');
    // The gate in the head marked the page before its body was parsed, which kept the prerendered page hidden.
    await expect(page.locator('html[data-prerender-mismatch]').count()).resolves.toBe(1);
    await expect(page.title()).resolves.toBe('Aotearoa Legal - Sovereign Mode');
    await expect(page.getByRole('switch', { name: 'Sovereign mode' }).isChecked()).resolves.toBe(true);
    await context.close();
  });

  it('opens in browse mode with seven category cards; the toggle and the header link lead between the modes', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await openPage(page, '/');
    const toggle = page.getByRole('group', { name: 'Main page mode' });
    await expect(
      toggle.getByRole('link', { name: 'Browse Categories' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    const browse = page.locator('section#browse');
    await expect(browse.getByRole('button', { pressed: false }).count()).resolves.toBe(7);
    await toggle.getByRole('link', { name: 'Advanced Search' }).click();
    await page.waitForURL(/\/search/);
    await page
      .getByRole('group', { name: 'Main page mode' })
      .getByRole('link', { name: 'Advanced Search', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Browse', exact: true }).first().click();
    await page.waitForURL(/\/#browse$/);
    await page.locator('section#browse').waitFor();
    await context.close();
  });

  it('does nothing for a blank query, then runs examples with the 5/30 switch and guidance panels', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    const requests = countSearchRequests(page);
    await openPage(page, '/');
    await expect(page.locator('h1').textContent()).resolves.toMatch(/New Zealand law/);
    await expect(page.title()).resolves.toMatch(/^Aotearoa Legal/);

    // Blank and whitespace-only queries: no request, no results card.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Describe your situation or type a legal term').fill('   ');
    await page.getByLabel('Describe your situation or type a legal term').press('Enter');
    await expect(page.getByTestId('inline-results').count()).resolves.toBe(0);

    // Example click: results card headed with the query, 5 results, then 30, then 5 again.
    await page.getByRole('button', { name: 'being fired', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Results for “being fired”' }).count()).resolves.toBe(1);
    await waitForInline(page);
    // Every search request came from the example: the blank ones sent none (checked once the example's answer is
    // in, so a request the blank submits might have sent late would be counted too).
    expect(requests.count).toBeGreaterThan(0);
    expect(requests.urls.filter((u) => !u.includes('being fired'))).toEqual([]);
    const first = await results(page).count();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(5);
    const fullLink = page.getByRole('link', { name: 'Open the full search for this query' });
    await expect(fullLink.getAttribute('href')).resolves.toMatch(/^\/search\?query=being(\+|%20)fired$/);

    const viewAll = page.getByRole('button', { name: 'View All Results' });
    if ((await viewAll.count()) > 0) {
      await viewAll.click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="inline-result"]').length > 5);
      await waitForInline(page);
      const all = await results(page).count();
      expect(all).toBeGreaterThan(5);
      expect(all).toBeLessThanOrEqual(30);
      await page.getByRole('button', { name: 'Show Less' }).click();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="inline-result"]').length <= 5,
      );
      await expect(results(page).count()).resolves.toBe(first);
    }

    // Situation and topic panels for 'being fired'.
    // One situation answer (the situation and its area of law merged), opened from its disclosure.
    const situation = page.getByTestId('situation-panel');
    await expect(situation.locator('h3').textContent()).resolves.toBe('Being fired or dismissed from a job');
    await situation.getByRole('button', { name: 'Show what the law says' }).click();
    await expect(situation.getByTestId('time-limit').textContent()).resolves.toMatch(
      /90 days.*Employment Relations Act 2000, s 114/,
    );
    await expect(situation.textContent()).resolves.toContain('not legal advice');
    // The help contacts load when the answer opens: wait for them rather than count once.
    await expect
      .poll(() => situation.getByRole('link', { name: 'Community Law Centres o Aotearoa (CLCA)' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await expect(page.getByTestId('topic-panel').count()).resolves.toBe(0);
    await page.screenshot({ path: join(resultsDir, 'home-being-fired-1280.png'), fullPage: true });

    // A typed query: leaving a relationship.
    await page.getByLabel('Describe your situation or type a legal term').fill('leaving a relationship');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await waitForInline(page);
    await expect(situation.locator('h3').textContent()).resolves.toBe(
      'Leaving a relationship: dividing property',
    );
    await situation.getByRole('button', { name: 'Show what the law says' }).click();
    await expect(situation.getByTestId('time-limit').textContent()).resolves.toMatch(
      /12 months.*3 years.*s 24/,
    );
    // The case's publication restriction is shown, verbatim.
    await expect(situation.textContent()).resolves.toContain(
      'PURSUANT TO S 169 OF THE FAMILY PROCEEDINGS ACT 1980',
    );
    await context.close();
  });

  it('lays out without horizontal overflow at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const context = await e2e.context({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await openPage(page, '/');
      await page.getByRole('button', { name: 'leaving a relationship', exact: true }).click();
      await waitForInline(page);
      await page.screenshot({ path: join(resultsDir, `home-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it('has footer links to the pages, the filtered search and the law schools', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await openPage(page, '/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).resolves.toBe(
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Citation Help' }).getAttribute('href')).resolves.toBe(
      '/help#citations',
    );
    const caseLaw = footer.getByRole('link', { name: 'Case Law Database' });
    await caseLaw.click();
    await page.waitForURL(/\/search\?documentTypes=/);
    expect(decodeURIComponent(page.url())).toContain('case_law');
    for (const uni of ['University of Auckland', 'University of Otago', 'University of Waikato']) {
      const link = footer.getByRole('link', { name: uni });
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
    }
    await page.goto('/help');
    // The title is set once the page has rendered: wait for it rather than reading it straight away.
    await page.waitForFunction(() => document.title.startsWith('Help - Aotearoa Legal'), null, {
      timeout: 10_000,
    });
    await expect(page.locator('#search-guide').count()).resolves.toBe(1);
    await expect(page.locator('#citations').textContent()).resolves.toContain(
      'Kumar v Police [2018] NZHC 3202 at [2].',
    );
    await context.close();
  });
});
