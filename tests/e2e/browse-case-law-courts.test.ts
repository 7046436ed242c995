import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { seriousViolations } from './support/axe';

/**
 * Case Law & Courts tools of the category browser (Supreme Court, Court of Appeal, High Court, District Court,
 * Recent Cases, Judicial Decisions Online) against the real API and index: each opens from its URL, one filter
 * changes the request and the cards.
 */
const e2e = useApp();
let context: BrowserContext;

beforeAll(async () => {
  context = await e2e.context();
});

const cards = (page: Page) => page.getByTestId('case-card');

async function openTool(tool: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/?category=case-law&tool=${tool}`);
  await cards(page).first().waitFor();
  return page;
}

/** Resolves with the URL of the next request to the tRPC procedure `caseLaw.<name>`. */
function nextRequest(page: Page, name: string): Promise<string> {
  return page
    .waitForRequest((r) => r.url().includes(`caseLaw.${name}`))
    .then((r) => decodeURIComponent(r.url()));
}

/** Waits until the count line reads differently from `before`. */
async function countChanged(page: Page, before: string | null) {
  await page.waitForFunction((prev) => {
    const el = document.querySelector('[data-testid="case-count"]');
    return !!el && el.textContent !== prev && !document.querySelector('[data-testid="panel-loading"]');
  }, before);
}

describe('Case Law & Courts tools', () => {
  it('Supreme Court: the Year select is sent and narrows the cards to that year', async () => {
    const page = await openTool('supreme-court');
    await expect(page.getByRole('tab', { name: 'Landmark Cases' }).count()).resolves.toBe(1);
    const year = page.getByLabel('Year');
    await expect.poll(() => year.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    const options = await year
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const chosen = options.find((v) => v === '2025') ?? options.find((v) => v !== 'all') ?? '';
    const before = await page.getByTestId('case-count').textContent();
    const request = nextRequest(page, 'supremeCourtCases');
    await year.selectOption(chosen);
    expect(await request).toContain(`"year":"${chosen}"`);
    await countChanged(page, before);
    const texts = await cards(page).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toContain(`[${chosen}] NZSC`);
    await page.close();
  });

  it('lists the cards in a region named Decisions that scrolls within 24rem', async () => {
    const page = await openTool('supreme-court');
    const region = page.getByRole('region', { name: 'Decisions', exact: true });
    await expect(region.getByTestId('case-card').count()).resolves.toBeGreaterThan(1);
    const [client, scroll, rem] = await region.evaluate((el) => [
      el.clientHeight,
      el.scrollHeight,
      Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    ]);
    expect(client).toBeLessThanOrEqual(24 * rem);
    expect(scroll).toBeGreaterThan(client);
    await page.close();
  });

  it('Court of Appeal: the outcome filter shows only decisions with that outcome in their own words', async () => {
    const page = await openTool('court-of-appeal');
    const before = await page.getByTestId('case-count').textContent();
    const request = nextRequest(page, 'courtOfAppealCases');
    await page.getByLabel('Outcome').selectOption('Dismissed');
    expect(await request).toContain('"outcome":"Dismissed"');
    await countChanged(page, before);
    const texts = await cards(page).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toContain('Outcome: Dismissed');
    await page.close();
  });

  it('High Court: a Browse by Type card sets the case type filter', async () => {
    const page = await openTool('high-court');
    await page.getByRole('tab', { name: 'Browse by Type' }).click();
    const request = nextRequest(page, 'highCourtCases');
    await page.getByTestId('choice-card').filter({ hasText: 'Criminal' }).click();
    expect(await request).toContain('"caseType":"Criminal"');
    await expect(page.getByLabel('Case type').inputValue()).resolves.toBe('Criminal');
    await cards(page).first().waitFor();
    await page.waitForSelector('[data-testid="panel-loading"]', { state: 'detached' });
    const texts = await cards(page).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toContain('Criminal');
    await page.close();
  });

  it('District Court: the case type filter changes the cards', async () => {
    const page = await openTool('district-court');
    const before = await page.getByTestId('case-count').textContent();
    const request = nextRequest(page, 'districtCourtCases');
    await page.getByLabel('Case type').selectOption('Family');
    expect(await request).toContain('"caseType":"Family"');
    await countChanged(page, before);
    const texts = await cards(page).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toMatch(/Family/);
    await page.close();
  });

  it('Recent Cases: 5 shown, the toggle shows all 10', async () => {
    const page = await openTool('recent-cases');
    await expect(cards(page).count()).resolves.toBe(5);
    await page.getByRole('button', { name: 'Show all 10' }).click();
    await expect(cards(page).count()).resolves.toBe(10);
    await page.getByRole('button', { name: 'Show 5 only' }).click();
    await expect(cards(page).count()).resolves.toBe(5);
    await page.close();
  });

  it('Judicial Decisions Online: stat tiles, a court search, View in JDO and a working Download link', async () => {
    const page = await openTool('judicial-decisions');
    await expect(page.getByTestId('jdo-stats').textContent()).resolves.toMatch(/Courts covered/);
    await page.getByRole('tab', { name: 'Advanced Search' }).click();
    await page.getByLabel('Court', { exact: true }).selectOption('High Court');
    await page.getByLabel('Date to').fill('2018-12-31');
    const request = nextRequest(page, 'judicialDecisions');
    await page.getByLabel('Search decisions').fill('singh');
    await page.getByLabel('Search decisions').press('Enter');
    const url = await request;
    expect(url).toContain('"court":"High Court"');
    expect(url).toContain('"dateTo":"2018-12-31"');
    await page.waitForSelector('[data-testid="panel-loading"]', { state: 'detached' });
    const panel = page.getByRole('tabpanel', { name: 'Advanced Search' });
    await panel.getByTestId('case-card').first().waitFor();
    const texts = await panel.getByTestId('case-card').allTextContents();
    for (const t of texts) expect(t).toContain('High Court');
    const view = panel.getByRole('link', { name: /View in JDO/ }).first();
    await expect(view.getAttribute('href')).resolves.toMatch(
      /^https:\/\/forms\.justice\.govt\.nz\/search\/Documents\/pdf\//,
    );
    const download = panel.getByRole('link', { name: /Download/ }).first();
    await expect(download.getAttribute('href')).resolves.toMatch(/^https:\/\/.+\.pdf$/);
    await expect(download.getAttribute('target')).resolves.toBe('_blank');
    await page.close();
  });

  it('High Court: a list longer than a page pages, the page in the URL, back to page 1 on a new filter', async () => {
    const page = await openTool('high-court');
    const pager = page.getByTestId('panel-pagination').first();
    await pager.waitFor();
    await expect(pager.textContent()).resolves.toMatch(/Page 1 of [\d,]+ · [\d,]+ decisions/);
    const firstPage = await cards(page).first().textContent();
    const request = nextRequest(page, 'highCourtCases');
    await pager.getByRole('button', { name: 'Next' }).click();
    expect(await request).toContain('"page":2');
    await page.waitForURL(/[?&]page=2\b/);
    await expect.poll(() => pager.textContent()).toMatch(/Page 2 of/);
    await page.waitForSelector('[data-testid="panel-loading"]', { state: 'detached' });
    await expect(cards(page).first().textContent()).resolves.not.toBe(firstPage);
    // A new filter starts again at page 1.
    await page.getByLabel('Case type').selectOption('Civil');
    await page.waitForURL((u) => !u.searchParams.has('page'));
    await page.close();
  });

  it('has no serious or critical axe violations with the Supreme Court tool open', async () => {
    const page = await openTool('supreme-court');
    const bad = await seriousViolations(page);
    expect(bad).toEqual([]);
    await page.close();
  });
});
