import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, resultsDir, useApp } from './support/app';

const e2e = useApp();

beforeAll(async () => {
  mkdirSync(resultsDir, { recursive: true });
});

const QUERY = 'fired from my job';

/** Opens the results page of QUERY and waits for its results and its situation answer. */
async function openResults(page: Page) {
  await openPage(page, `/search?query=${encodeURIComponent(QUERY)}`);
  await page.getByTestId('document-card').first().waitFor();
  await page.getByTestId('situation-panel').waitFor();
}

/** The first result card's top edge, in CSS pixels from the top of the page. */
const firstCardTop = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('[data-testid="document-card"]');
    return card ? card.getBoundingClientRect().top + window.scrollY : Number.NaN;
  });

describe('the results of a described situation are in view (issue 51)', () => {
  it('1280×900: the first result starts within the first screen, under one compact situation answer', async () => {
    const context = await e2e.context({ width: 1280, height: 900 });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) requests.push(decodeURIComponent(r.url()));
    });
    await openResults(page);
    await page.screenshot({ path: join(resultsDir, 'search-situation-1280.png') });

    expect(await firstCardTop(page)).toBeLessThan(900);
    // One answer, not a situation panel and a topic panel side by side.
    await expect(page.getByTestId('situation-panel').count()).resolves.toBe(1);
    await expect(page.getByTestId('topic-panel').count()).resolves.toBe(0);

    // Empty filters and empty text are not sent.
    const searches = requests.filter((u) => /\/trpc\/[^?]*search/.test(u));
    expect(searches.length).toBeGreaterThan(0);
    for (const u of searches) {
      expect(u).not.toMatch(/"documentTypes":\[\]|"courtLevels":\[\]|"legalAreas":\[\]|"query":""/);
    }
    await context.close();
  });

  it('375×812: the first result starts within two screens', async () => {
    const context = await e2e.context({ width: 375, height: 812 });
    const page = await context.newPage();
    await openResults(page);
    await page.screenshot({ path: join(resultsDir, 'search-situation-375.png'), fullPage: true });
    expect(await firstCardTop(page)).toBeLessThan(2 * 812);
    await context.close();
  });

  it('the answer opens from a named disclosure, each statement with its source and as-at date, said once', async () => {
    const context = await e2e.context({ width: 1280, height: 900 });
    const page = await context.newPage();
    await openResults(page);
    const answer = page.getByTestId('situation-panel');
    await expect(answer.locator('h3').textContent()).resolves.toBe('Being fired or dismissed from a job');
    const toggle = answer.getByRole('button', { name: 'Show what the law says' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    // Closed, no statement of law is shown (so none is shown without its source).
    await expect(answer.getByTestId('time-limit').count()).resolves.toBe(0);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(
      answer.getByRole('button', { name: 'Hide what the law says' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await expect(answer.getByTestId('time-limit').textContent()).resolves.toMatch(
      /90 days.*Employment Relations Act 2000, s 114.*checked/,
    );
    const sources = await answer.getByTestId('statement-source').count();
    expect(sources).toBeGreaterThan(1);
    await expect(answer.getByTestId('statement-checked').count()).resolves.toBe(sources);
    // Said once: each section, the "not legal advice" notice and the free legal help block.
    const sections = await answer.getByTestId('statement-source').allTextContents();
    const bases = sections.map((s) => s.replace(/^(.*?, ss? \d+[A-Z]*).*$/, '$1'));
    expect(new Set(bases).size).toBe(bases.length);
    await expect(answer.getByText('not legal advice', { exact: false }).count()).resolves.toBe(1);
    await expect(answer.getByRole('heading', { name: 'Free legal help' }).count()).resolves.toBe(1);
    await page.screenshot({ path: join(resultsDir, 'search-situation-open-1280.png'), fullPage: true });
    await context.close();
  });

  it('result cards open and close from a named button', async () => {
    const context = await e2e.context({ width: 1280, height: 900 });
    const page = await context.newPage();
    await openResults(page);
    // The first card with more to show than its closed state does; its button is found again by what it controls.
    const show = page.getByRole('button', { name: /^Show details: / }).first();
    const name = (await show.getAttribute('aria-label')) ?? '';
    const controls = await show.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await expect(show.getAttribute('aria-expanded')).resolves.toBe('false');
    await show.click();
    const toggle = page.locator(`button[aria-controls="${controls}"]`);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe(name.replace(/^Show/, 'Hide'));
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });
});
