import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { seriousViolations } from './support/axe';

/**
 * Research & Academic in the category browser (real API, real index): each tool opens from its URL, takes one
 * search or filter, and shows the real records (scholarship, law schools, journals, research centres).
 */
const e2e = useApp();
let context: BrowserContext;

beforeAll(async () => {
  context = await e2e.context();
});

afterAll(async () => {
  await context?.close();
});

async function openTool(tool: string, heading: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/?category=research&tool=${tool}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  return page;
}

const tools = (page: Page) => page.locator('#browse-tools');

describe('Research & Academic tools', () => {
  it('lists the tools in the order of the specification', async () => {
    const page = await openTool('scholar-search', 'Scholar Search');
    const tabs = await page
      .getByRole('tablist', { name: 'Research & Academic tools' })
      .getByRole('tab')
      .allTextContents();
    expect(tabs).toEqual(['Scholar Search', 'Universities', 'Law Journals', 'Research Centres']);
    await page.close();
  });

  it('Scholar Search: blank term shows the toast; a search shows at most 6 real papers with at most 2 authors', async () => {
    const page = await openTool('scholar-search', 'Scholar Search');
    await tools(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('toast').getByText('Please enter a search term').waitFor();
    await expect(page.getByTestId('scholar-result').count()).resolves.toBe(0);

    await page.getByLabel('Search academic papers').fill('environmental');
    await page.getByLabel('Search academic papers').press('Enter');
    const results = page.getByTestId('scholar-result');
    await results.first().waitFor();
    const n = await results.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(6);
    await expect(page.getByTestId('result-count').textContent()).resolves.toMatch(
      /^Showing (?:1–[1-6] of [\d,]+ papers|all [2-6] papers|1 paper)$/,
    );
    await expect(
      results
        .first()
        .getByText(/^Read (?:on|from a copy at) /)
        .count(),
    ).resolves.toBe(1);
    await page.close();
  });

  it('Universities: six law schools; the search narrows; degrees tab shows sourced degrees', async () => {
    const page = await openTool('universities', 'Study Law in New Zealand');
    const schools = page.getByTestId('law-school');
    await schools.first().waitFor();
    await expect(schools.count()).resolves.toBe(6);
    await page.getByLabel('Search law schools').fill('Otago');
    await page.getByLabel('Search law schools').press('Enter');
    await page.waitForFunction(() => {
      const n = document.querySelectorAll('[data-testid="law-school"]').length;
      return n > 0 && n < 6;
    });
    await expect(schools.first().getByText('University of Otago').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Degrees' }).click();
    const degrees = page.getByTestId('degrees');
    await degrees.first().waitFor();
    await expect(degrees.first().getByText('LLB', { exact: false }).count()).resolves.toBeGreaterThan(0);
    // Academic Papers: the newest scholarship in the index, each linked to its reader page.
    await page.getByRole('tab', { name: 'Academic Papers' }).click();
    const papers = page.locator(
      '[data-testid="academic-papers"]:visible, [data-testid="panel-empty"]:visible',
    );
    await papers.first().waitFor();
    if ((await page.getByTestId('academic-papers').count()) > 0)
      await expect(
        page.getByTestId('academic-papers').locator('a[href^="/documents/"]').count(),
      ).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it('Law Journals: three sections closed at start; the access filter narrows the journals; articles and issues', async () => {
    const page = await openTool('law-journals', 'Law Journals');
    const sections = page.getByTestId('journals-section');
    await sections.first().waitFor();
    await expect(
      sections.evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open)),
    ).resolves.toEqual([false, false, false]);
    await tools(page).getByText('Journals', { exact: true }).click();
    const cards = tools(page).locator('article');
    await cards.first().waitFor();
    const all = await cards.count();
    await page.getByLabel('Access').selectOption('open');
    await page.waitForFunction((n) => {
      const c = document.querySelectorAll('#browse-tools article').length;
      return c > 0 && c < n;
    }, all);
    await expect(cards.first().getByText('Open (free online)').count()).resolves.toBe(1);
    await page.getByLabel('Access').selectOption('all');

    // Article Search: the scholarship in the index.
    await tools(page).getByText('Article Search', { exact: true }).click();
    await page.getByLabel('Search journal articles').fill('environmental');
    await page.getByLabel('Search journal articles').press('Enter');
    await page.getByTestId('scholar-result').first().waitFor();

    // Browse Issues: a journal's issues of a year in its archive.
    await tools(page).getByText('Browse Issues', { exact: true }).click();
    const journal = page.getByLabel('Journal', { exact: true });
    const options = await journal
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    if (options.length > 1) {
      await journal.selectOption(options[1] ?? '');
      await expect(page.getByTestId('issues-link').getAttribute('href')).resolves.toMatch(/\/\d{4}\/$/);
    }
    await page.close();
  });

  it('Research Centres: explicit search; location filter; switching tab fetches organisations', async () => {
    const page = await openTool('research-centres', 'Research Centres & Organisations');
    await page.getByTestId('panel-hint').waitFor();
    await page.getByLabel('Location').selectOption('Dunedin');
    await tools(page).getByRole('button', { name: 'Search', exact: true }).click();
    const centres = page.getByTestId('research-centre');
    await centres.first().waitFor();
    const n = await centres.count();
    for (let i = 0; i < n; i++)
      await expect(centres.nth(i).getByText('Dunedin', { exact: true }).count()).resolves.toBe(1);

    await page.getByRole('tab', { name: 'Legal Organisations' }).click();
    const orgs = page.getByTestId('legal-organisation');
    await orgs.first().waitFor();
    await expect(orgs.count()).resolves.toBeGreaterThan(3);
    await page.close();
  });

  it('Scholar Search with results: no serious or critical axe violations', async () => {
    const page = await openTool('scholar-search', 'Scholar Search');
    await page.getByLabel('Search academic papers').fill('treaty');
    await page.getByLabel('Search academic papers').press('Enter');
    await page.getByTestId('scholar-result').first().waitFor();
    const serious = await seriousViolations(page);
    expect(serious).toEqual([]);
    await page.close();
  });
});
