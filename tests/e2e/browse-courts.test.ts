import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { seriousViolations } from './support/axe';

/**
 * Case Law & Courts → Employment Law, Family Court, Environment Court and Māori Courts through the browser, against
 * the real API and index: each tool opens from its URL, one filter is applied, and the cards are checked against
 * what the REST endpoint answers for the same filter.
 */
const e2e = useApp();

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${e2e.app.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function openTool(tool: string): Promise<Page> {
  const context = await e2e.context();
  const page = await context.newPage();
  await page.goto(`/?category=case-law&tool=${tool}`);
  return page;
}

const cards = (page: Page) => page.getByTestId('case-card');

describe('Case Law & Courts: courts tools', () => {
  it('Employment Law: the jurisdiction filter narrows the cases to that court', async () => {
    const page = await openTool('employment-law');
    await page.getByRole('heading', { name: 'Employment Law Cases' }).waitFor();
    await cards(page).first().waitFor();
    const all = await api<{ total: number }>('/api/employment-law-cases?limit=1');
    await page.getByRole('tab', { name: `Cases (${all.total})` }).waitFor();
    expect(await cards(page).count()).toBe(Math.min(50, all.total));

    const era = await api<{ total: number }>(
      '/api/employment-law-cases?limit=1&jurisdiction=Employment%20Relations%20Authority',
    );
    expect(era.total).toBeLessThan(all.total);
    await page.getByLabel('Jurisdiction').selectOption('Employment Relations Authority');
    await page.getByRole('tab', { name: `Cases (${era.total})` }).waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="case-card"]').length === n,
      era.total,
    );
    for (const text of await cards(page).allTextContents())
      expect(text).toContain('Employment Relations Authority');

    await page.getByRole('tab', { name: 'By Jurisdiction' }).click();
    await expect(page.getByTestId('case-group').count()).resolves.toBe(3);
    await page.getByRole('tab', { name: 'By Outcome' }).click();
    await page.getByRole('heading', { name: /^Ongoing/ }).waitFor();
    await page.context().close();
  });

  it('Family Court: the case type filter shows only that type, with every suppression notice', async () => {
    const page = await openTool('family-court');
    await cards(page).first().waitFor();
    const custody = await api<{ total: number; cases: Array<{ suppressionNotice: string | null }> }>(
      '/api/family-court-cases?caseType=Child%20Custody',
    );
    expect(custody.total).toBeGreaterThan(0);
    await page.getByLabel('Case type').selectOption('Child Custody');
    await page.getByRole('tab', { name: `Cases (${custody.total})` }).waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="case-card"]').length === n,
      custody.cases.length,
    );
    for (const text of await cards(page).allTextContents()) expect(text).toContain('Child Custody');
    const notices = custody.cases.filter((c) => c.suppressionNotice).length;
    expect(notices).toBeGreaterThan(0);
    await expect(page.getByTestId('suppression-notice').count()).resolves.toBe(notices);
    await page.context().close();
  });

  it('Environment Court: search in the index; Upcoming shows the empty state and the official link', async () => {
    const page = await openTool('environment-court');
    await cards(page).first().waitFor();
    await page.getByRole('tab', { name: 'Upcoming Cases' }).click();
    await page.getByText('No list of upcoming hearings is held here').waitFor();
    const link = page.getByRole('link', { name: 'Environment Court cases online' });
    await expect(link.getAttribute('href')).resolves.toMatch(/^https:\/\/www\.environmentcourt\.govt\.nz/);
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');

    await page.getByRole('tab', { name: 'Recent Decisions' }).click();
    const found = await api<{ total: number; cases: unknown[] }>(
      '/api/environment-court-cases?query=Auckland',
    );
    await page.getByLabel('Search Environment Court decisions').fill('Auckland');
    await page.getByLabel('Search Environment Court decisions').press('Enter');
    // Page 1 of the answer: its range of the total ("Showing 1–50 of 71"), or all of it on one page.
    const [n, total] = [found.cases.length, found.total].map((v) => v.toLocaleString('en-NZ'));
    await page
      .getByTestId('showing-count')
      .getByText(found.total > found.cases.length ? `Showing 1–${n} of ${total}` : `Showing all ${total}`)
      .waitFor();
    expect(await cards(page).count()).toBe(found.cases.length);
    await page.context().close();
  });

  it('Māori Courts: courts load; decisions need criteria, then a date range finds Tribunal reports', async () => {
    const page = await openTool('maori-courts');
    await page.getByTestId('court-card').first().waitFor();
    await page.getByRole('link', { name: 'Māori Land Court', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Court Decisions' }).click();
    await page.getByRole('button', { name: 'Search Decisions' }).click();
    await page.getByText('Please enter search criteria').waitFor();
    expect(await page.getByTestId('decision-card').count()).toBe(0);

    const recent = await api<unknown[]>('/api/maori-court-decisions?dateRange=last-10-years');
    expect(recent.length).toBeGreaterThan(0);
    await page.getByLabel('Date range').selectOption('last-10-years');
    await page.getByRole('button', { name: 'Search Decisions' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="decision-card"]').length === n,
      recent.length,
    );

    await page.getByRole('tab', { name: 'Waitangi Claims' }).click();
    await page.getByLabel('Search Waitangi claims').fill('Wai 57');
    await page.getByRole('button', { name: 'Search Claims' }).click();
    await page.getByTestId('claim-card').first().waitFor();

    // A broad search pages: page 2 holds the next claims, with page=2 in the URL; a new search starts at 1.
    const ngati = await api<{ total: number; totalPages: number }>('/api/waitangi-claims?query=Ngati');
    expect(ngati.totalPages).toBeGreaterThan(1);
    await page.getByLabel('Search Waitangi claims').fill('Ngati');
    await page.getByRole('button', { name: 'Search Claims' }).click();
    const count = page.getByTestId('showing-count');
    const total = ngati.total.toLocaleString('en-NZ');
    await expect.poll(() => count.textContent()).toBe(`Showing 1–50 of ${total} claims`);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => count.textContent()).toMatch(new RegExp(`^Showing 51–\\d+ of ${total} claims$`));
    await page.getByLabel('Search Waitangi claims').fill('Wai 57');
    await page.getByRole('button', { name: 'Search Claims' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.context().close();
  });

  it('axe: no serious or critical violations with a courts tool open (cards, tooltips, a search just run)', async () => {
    const page = await openTool('employment-law');
    await cards(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/?category=case-law&tool=maori-courts');
    await page.getByRole('tab', { name: 'Waitangi Claims' }).click();
    await page.getByLabel('Search Waitangi claims').fill('Muriwhenua');
    await page.getByRole('button', { name: 'Search Claims' }).click();
    await page.getByTestId('claim-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
