import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { seriousViolations } from './support/axe';

/**
 * Find Lawyers in the category browser (real API, real index): each tool opens from its URL, takes one search or
 * filter, and shows real records or the specification's empty state with the official link (no lawyer is invented).
 */
const e2e = useApp();
let context: BrowserContext;

beforeAll(async () => {
  context = await e2e.context();
});

afterAll(async () => {
  await context?.close();
});

/** Opens a tool of the category and waits for its panel heading. */
async function openTool(tool: string, heading: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/?category=lawyers&tool=${tool}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  return page;
}

const tools = (page: Page) => page.locator('#browse-tools');

describe('Find Lawyers tools', () => {
  it('Lawyer Search: no register held — empty state links the Law Society register; directories list real bodies', async () => {
    const page = await openTool('lawyer-search', 'Find NZ Lawyers');
    await expect(
      page.getByRole('tab', { name: 'Lawyer Search' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await page.getByText('Lawyer Search', { exact: true }).and(page.locator('summary')).click();
    await page.getByLabel('Search lawyers').fill('employment Auckland');
    await tools(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No lawyers found').waitFor();
    const register = page.getByRole('link', { name: 'Find a lawyer on the Law Society’s register' });
    await expect(register.getAttribute('href')).resolves.toMatch(/^https:\/\/www\.lawsociety\.org\.nz\//);
    await expect(register.getAttribute('rel')).resolves.toBe('noopener noreferrer');

    await page.getByText('Lawyer Directories', { exact: true }).and(page.locator('summary')).click();
    const bodies = page.getByTestId('lawyer-directory');
    await bodies.first().waitFor();
    await expect(bodies.count()).resolves.toBeGreaterThan(3);
    await expect(
      tools(page)
        .getByText(/New Zealand Law Society/)
        .count(),
    ).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it('Law Society: blank search shows the toast; a search with a category answers the empty state with the Rules', async () => {
    const page = await openTool('law-society', 'Law Society');
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('lawSocietySearch') || r.url().includes('law-society-search')) requests++;
    });
    await tools(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('toast').getByText('Please enter search terms').waitFor();
    expect(requests).toBe(0);

    await page.getByLabel('Category').selectOption('trust-accounting');
    await page.getByLabel('Search professional rules').fill('trust account');
    await page.getByLabel('Search professional rules').press('Enter');
    await page.getByText('No professional documents found').waitFor();
    const rules = page.getByRole('link', { name: /Conduct and Client Care\) Rules 2008/ });
    await expect(rules.getAttribute('href')).resolves.toMatch(
      /^https:\/\/www\.legislation\.govt\.nz\/regulation\/public\/2008\/0214\//,
    );
    expect(requests).toBeGreaterThan(0);
    await page.close();
  });

  it('Free Legal Services: region filter narrows the real centres; tabs count by type; help box lists 111', async () => {
    const page = await openTool('free-legal-services', 'Free Legal Services');
    const cards = page.getByTestId('legal-service');
    await cards.first().waitFor();
    const all = await cards.count();
    expect(all).toBeGreaterThan(5);
    await expect(page.getByRole('tab', { name: `All (${all})` }).count()).resolves.toBe(1);

    await page.getByLabel('Region').selectOption('otago');
    await page.waitForFunction((n) => {
      const c = document.querySelectorAll('[data-testid="legal-service"]').length;
      return c > 0 && c < n;
    }, all);
    await expect(cards.first().getByText('Otago', { exact: true }).count()).resolves.toBe(1);

    await page.getByLabel('Region').selectOption('all');
    await page.getByRole('tab', { name: /^Community Law \(\d+\)$/ }).click();
    await page
      .getByRole('tabpanel', { name: /^Community Law \(\d+\)$/ })
      .getByTestId('legal-service')
      .first()
      .waitFor();
    await expect(
      page
        .getByRole('tabpanel', { name: /^Community Law \(\d+\)$/ })
        .getByTestId('legal-service')
        .first()
        .getByText('Community Law')
        .count(),
    ).resolves.toBeGreaterThan(0);

    const help = page.getByTestId('emergency-legal-help');
    await help.getByText('111', { exact: true }).waitFor();
    await page.close();
  });

  it('Free Legal Services open: no serious or critical axe violations', async () => {
    const page = await openTool('free-legal-services', 'Free Legal Services');
    await page.getByTestId('legal-service').first().waitFor();
    await page.getByTestId('emergency-legal-help').waitFor();
    const serious = await seriousViolations(page);
    expect(serious).toEqual([]);
    await page.close();
  });
});
