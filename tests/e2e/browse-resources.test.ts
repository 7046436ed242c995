import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { animationsSettled, openPage, useApp } from './support/app';
import { seriousViolations } from './support/axe';

/** Resources & Tools: each tool opened from the category browser, one filter each, the /grants page, and axe. */
const e2e = useApp();

afterEach(() => {
  vi.useRealTimers();
});

async function open(path: string): Promise<Page> {
  const context = await e2e.context();
  const page = await context.newPage();
  await openPage(page, path);
  return page;
}
const openTool = (tool: string) => open(`/?category=resources&tool=${tool}`);

const texts = (page: Page, testId: string) => page.getByTestId(testId).allTextContents();

describe('Resources & Tools (real API, real index)', () => {
  it('Legal Jobs: no listing is held — the empty state, the two job boards and the tips, whatever the filter', async () => {
    const page = await openTool('legal-jobs');
    await page.getByText('No jobs found').waitFor();
    await page.getByLabel('Location', { exact: true }).selectOption('auckland');
    await page
      .getByRole('search', { name: 'Legal jobs search' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.getByText('No jobs found').waitFor();
    const boards = page.getByTestId('job-boards').getByRole('link');
    await expect(boards.count()).resolves.toBe(2);
    await expect(boards.first().getAttribute('target')).resolves.toBe('_blank');
    await page.getByRole('tab', { name: /^Seek/ }).click();
    await page.getByText('No Seek jobs available').waitFor();
    await expect(page.getByTestId('career-tips').count()).resolves.toBeGreaterThan(0);
    await page.context().close();
  });

  it('Grants & Awards: statuses from the closing dates; the status filter lists only closed grants', async () => {
    const page = await openTool('grants');
    // Every section starts collapsed: nothing is listed until one is opened.
    await page.getByRole('button', { name: /All Grants Overview/ }).waitFor();
    await expect(page.getByTestId('grant-card').count()).resolves.toBe(0);
    await expect(
      page.getByRole('button', { name: /All Grants Overview/ }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    await page.getByRole('button', { name: /All Grants Overview/ }).click();
    await page.getByTestId('grant-card').first().waitFor();
    const statuses = await texts(page, 'grant-status');
    expect(statuses.length).toBeGreaterThan(0);
    // Every held dated grant has closed by now; the rest state no closing date. None is shown as open.
    for (const s of statuses) expect(['Closed', 'Closing date not stated']).toContain(s);
    await expect(page.getByTestId('grant-days-left').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /Advanced Search & Filters/ }).click();
    await page.getByLabel('Status', { exact: true }).selectOption('closed');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByText('Filters Active').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="grant-status"]')].every((e) => e.textContent === 'Closed'),
    );
    await expect(page.getByTestId('grant-closing').first().textContent()).resolves.toMatch(
      /^Closed \d+ \w+ \d{4}$/,
    );
    await page.context().close();
  });

  it('/grants: heading, intro and the tool; with the clock at 10 July 2024 a grant is closing soon, with days left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-10T00:00:00Z'));
    const page = await open('/grants');
    await expect(page.locator('h1').textContent()).resolves.toBe('Legal Grants & Awards');
    await page.getByRole('button', { name: /All Grants Overview/ }).click();
    await page.getByTestId('grant-card').first().waitFor();
    const soon = page.getByTestId('grant-card').filter({ hasText: 'Closing soon' });
    await expect(soon.count()).resolves.toBeGreaterThan(0);
    await expect(soon.first().getByText('Urgent').count()).resolves.toBe(1);
    await expect(soon.first().getByTestId('grant-days-left').textContent()).resolves.toBe('21 days left');
    await expect(page.getByTestId('grants-dates').textContent()).resolves.toMatch(
      /Statuses as at 10 July 2024/,
    );
    await page.context().close();
  });

  it('Legal Databases: the access filter narrows the list; multi-database search waits for a term', async () => {
    const page = await openTool('legal-databases');
    await page.getByTestId('database-card').first().waitFor();
    const all = await page.getByTestId('database-card').count();
    await page.getByLabel('Access Type', { exact: true }).selectOption('subscription');
    await page.waitForFunction((n) => {
      const cards = document.querySelectorAll('[data-testid="database-card"]');
      return cards.length > 0 && cards.length < n;
    }, all);
    for (const card of await page.getByTestId('database-card').all())
      await expect(card.getByText('Subscription', { exact: true }).count()).resolves.toBe(1);
    await page.getByRole('tab', { name: 'Browse Databases' }).click();
    const nzlii = page.getByRole('button', { name: 'Search NZLII' });
    await expect(nzlii.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Search term').fill('unjustified dismissal');
    await expect(nzlii.isEnabled()).resolves.toBe(true);
    await page.context().close();
  });

  it('NZ Data Sources: opens the section; the category filter keeps only that category', async () => {
    const page = await openTool('data-sources');
    await page.getByRole('button', { name: /Authentic NZ Data Sources/ }).click();
    await page.getByTestId('data-source-card').first().waitFor();
    await page.getByLabel('Category', { exact: true }).selectOption('Legislation');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="data-source-card"]')].every((c) =>
        c.textContent?.includes('Legislation'),
      ),
    );
    await expect(page.getByTestId('result-count').textContent()).resolves.toMatch(/^\d+ of \d+ sources/);
    await page.context().close();
  });

  it('no serious or critical axe violations with each tool open, and on /grants', async () => {
    const paths = ['legal-jobs', 'grants', 'legal-databases', 'data-sources'].map(
      (t) => `/?category=resources&tool=${t}`,
    );
    for (const path of [...paths, '/grants']) {
      const page = await open(path);
      await page.locator('section[aria-labelledby^="panel-"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      if (path.includes('data-sources'))
        await page.getByRole('button', { name: /Authentic NZ Data Sources/ }).click();
      if (path.includes('grants')) {
        await page.getByRole('button', { name: /All Grants Overview/ }).click();
        await page.getByTestId('grant-card').first().waitFor();
      }
      await animationsSettled(page);
      await expect(seriousViolations(page), path).resolves.toEqual([]);
      await page.context().close();
    }
  });
});
