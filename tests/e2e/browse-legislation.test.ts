import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { seriousViolations } from './support/axe';

const e2e = useApp();

async function open(tool: string): Promise<Page> {
  const context = await e2e.context();
  const page = await context.newPage();
  await page.goto(`/?category=legislation&tool=${tool}`);
  return page;
}

/** Waits until no panel is loading and returns the card texts of `testId`. */
async function cards(page: Page, testId: string): Promise<string[]> {
  await page.locator(`[data-testid="${testId}"]`).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="panel-loading"]'));
  return page.locator(`[data-testid="${testId}"]`).allTextContents();
}

describe('Legislation & Acts tools (real API, real index)', () => {
  it('NZ Legislation loads Acts with dated statuses; the Repealed filter shows repealed Acts only', async () => {
    const page = await open('nz-legislation');
    await page.getByRole('heading', { name: 'NZ Legislation' }).waitFor();
    const first = await cards(page, 'legislation-card');
    expect(first.length).toBeGreaterThan(0);
    for (const status of await page.getByTestId('legislation-status').allTextContents()) {
      expect(status).not.toBe('Current');
    }
    await page.getByLabel('Act status').selectOption('Repealed');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="legislation-status"]')].every((e) =>
        e.textContent?.startsWith('Repealed'),
      ),
    );
    const repealed = await cards(page, 'legislation-card');
    expect(repealed.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('NZ Legislation pages: Next shows Acts 31–60 with page=2 in the URL; a filter goes back to page 1', async () => {
    const page = await open('nz-legislation');
    const first = await cards(page, 'legislation-card');
    const count = page.getByTestId('showing-count');
    await expect(count.textContent()).resolves.toMatch(/^Showing 1–30 of [\d,]+ Acts and bills$/);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    // The keyboard reaches the pager's Next and Enter turns the page.
    await pager.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => count.textContent()).toMatch(/^Showing 31–60 of [\d,]+ Acts and bills$/);
    await expect(
      pager.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    const second = await cards(page, 'legislation-card');
    expect(second[0]).not.toBe(first[0]);
    await page.getByLabel('Act status').selectOption('Repealed');
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect.poll(() => count.textContent()).toMatch(/^Showing 1–30 of [\d,]+ Acts and bills$/);
    await page.context().close();
  });

  it('Recent Updates shows the feed title, last-updated date, source and dated items; Refresh refetches', async () => {
    const page = await open('recent-updates');
    const items = await cards(page, 'update-card');
    expect(items.length).toBeGreaterThan(0);
    const feed = await page.getByTestId('updates-feed').textContent();
    expect(feed).toMatch(/snapshot/i);
    expect(feed).toMatch(/Last updated: \d{1,2} \w+ \d{4}/);
    expect(feed).toMatch(/Sources?: /);
    const refetch = page.waitForRequest((r) => r.url().includes('nzLegislationUpdates'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refetch;
    await page.context().close();
  });

  it('Building Law: clause group filter narrows Building Codes; Calculations lists Verification Methods', async () => {
    const page = await open('building-law');
    const all = await cards(page, 'building-card');
    expect(all.length).toBeGreaterThan(0);
    await page.getByLabel('Category').selectOption('E');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="building-card"]').length < n,
      all.length,
    );
    for (const text of await cards(page, 'building-card')) expect(text).toMatch(/E Moisture/);
    await page.getByRole('tab', { name: 'Calculations' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) [data-testid="building-card"]')].some(
        (e) => e.textContent?.includes('Verification Method'),
      ),
    );
    await page.context().close();
  });

  it('has no serious or critical axe violations with NZ Legislation open', async () => {
    const page = await open('nz-legislation');
    await cards(page, 'legislation-card');
    const serious = await seriousViolations(page);
    expect(serious).toEqual([]);
    await page.context().close();
  });
});
