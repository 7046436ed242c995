import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, openPage, useApp } from './support/app';
import { seriousViolations } from './support/axe';

const e2e = useApp();

/** Reader pages: an Act with its contents and text, a judgment with a publication-restriction notice, a bill. */
const READER_PAGES = [
  '/documents/act-2000-24',
  '/documents/nzsc-2025-188',
  '/documents/bill-b94264a6-d579-4ac0-0cd7-08debc50a5d9',
];
const PAGES = ['/', '/search?query=tenancy', '/documents', '/help', '/no-such-page-here', ...READER_PAGES];

/**
 * Presses Tab until focus returns to an element already seen (or a cap) and checks every visible interactive
 * control was focused on the way (unselected tabs excepted: the arrow keys reach them).
 */
async function unreachableByTab(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const els = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    let i = 0;
    for (const el of els) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // An unselected tab is reached with the arrow keys from the selected one (roving tabindex), not by Tab.
      if (el.getAttribute('role') === 'tab' && el.getAttribute('aria-selected') !== 'true') continue;
      // So is every entry but one of a list with roving focus (the reader's contents: one Tab stop, arrow keys).
      if (el.closest('[data-roving-focus]') && el.getAttribute('tabindex') === '-1') continue;
      if (r.width > 0 && r.height > 0 && style.visibility !== 'hidden') el.dataset.tabCheck = String(i++);
    }
  });
  const expected = await page.locator('[data-tab-check]').count();
  const seen = new Set<string>();
  await page.locator('body').focus();
  for (let n = 0; n < expected + 20; n++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(
      () => (document.activeElement as HTMLElement | null)?.dataset.tabCheck ?? '',
    );
    if (id !== '') {
      if (seen.has(id) && seen.size >= expected) break;
      seen.add(id);
    }
  }
  return page.evaluate(
    (ids) =>
      [...document.querySelectorAll<HTMLElement>('[data-tab-check]')]
        .filter((el) => !ids.includes(el.dataset.tabCheck ?? ''))
        .map(
          (el) =>
            `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
        ),
    [...seen],
  );
}

describe('accessibility (axe-core in headless Chromium, keyboard)', () => {
  for (const path of PAGES) {
    it(`${path}: no serious or critical axe violations; every control reachable by Tab`, async () => {
      const context = await e2e.context();
      const page = await context.newPage();
      await openPage(page, path);
      await page.waitForLoadState('networkidle');
      if (path.startsWith('/search')) {
        await page.waitForSelector('[data-testid="document-card"], [data-testid="result-count"]');
      }
      if (READER_PAGES.includes(path)) {
        await page.waitForSelector('[data-testid="reader-text"], [data-testid="no-text"]');
        await page.waitForSelector('[data-testid="cited-by"]');
      }
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await expect(unreachableByTab(page)).resolves.toEqual([]);
      await context.close();
    });
  }

  it('/ with guidance panels open: no serious or critical axe violations', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await openPage(page, '/');
    await page.getByRole('button', { name: 'leaving a relationship', exact: true }).click();
    await page.waitForSelector('[data-testid="situation-panel"]');
    await page.getByRole('button', { name: 'Show what the law says' }).click();
    await page.waitForSelector('[data-testid="inline-count"], [data-testid="inline-results"] [role="alert"]');
    await page.waitForSelector('[data-testid="inline-results"] [aria-busy="false"]');
    // Entry transitions finished, so colour contrast is measured on the settled page.
    await animationsSettled(page);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});

describe('keyboard: where focus goes', () => {
  it('the first Tab stop skips to the main content', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await openPage(page, '/search?query=bail');
    await page.waitForLoadState('networkidle');
    // First in the page's focus order (a fresh page's first Tab stop; the app may move focus once results come).
    const first = await page.evaluate(
      () =>
        document
          .querySelector<HTMLElement>(
            'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
          )
          ?.textContent?.trim() ?? '',
    );
    expect(first).toBe('Skip to main content');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await skip.focus();
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');
    // The address is unchanged (no `#main` added to it).
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.title()).resolves.toMatch(/^bail - Search - Aotearoa Legal/);
    await context.close();
  });

  it('another page of /documents and of an Act’s text takes focus to what came', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await openPage(page, '/documents');
    await page.getByTestId('documents-count').waitFor();
    await page.getByRole('button', { name: /Next/ }).last().click();
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('data-testid') === 'documents-count' &&
        /page 2 of/.test(document.activeElement.textContent ?? ''),
    );

    await openPage(page, '/documents/act-2000-24');
    await page.getByTestId('reader-text').waitFor();
    await page.getByRole('button', { name: 'Later sections' }).last().click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'text-unit');
    await expect(page.getByText(/^Showing 41–80 of \d+ provisions$/).count()).resolves.toBe(1);
    await context.close();
  });
});
