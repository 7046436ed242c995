import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { seriousViolations } from './support/axe';

const e2e = useApp();

async function open(tool: string, heading: string): Promise<Page> {
  const context = await e2e.context();
  const page = await context.newPage();
  await page.goto(`/?category=government&tool=${tool}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  return page;
}

/** Waits for the visible result of the open panel: cards, or the empty state; returns which and the texts. */
async function outcome(page: Page): Promise<{ cards: string[]; empty: string | null }> {
  await page
    .locator('[data-testid="gov-card"]:visible, [data-testid="panel-empty"]:visible')
    .first()
    .waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="panel-loading"]'));
  const empty = page.locator('[data-testid="panel-empty"]:visible');
  return {
    cards: await page.locator('[data-testid="gov-card"]:visible').allTextContents(),
    empty: (await empty.count()) > 0 ? await empty.first().textContent() : null,
  };
}

/** The Search button of the open tool panel (the page header has its own). */
function searchButton(page: Page) {
  return page
    .locator('#browse-tools form[role="search"]:visible')
    .getByRole('button', { name: 'Search', exact: true });
}

/** The official link of a visible empty state opens in a new tab without opener. */
async function expectOfficialLink(page: Page, host: RegExp) {
  const link = page.locator('[data-testid="panel-empty"]:visible a').first();
  await expect(link.getAttribute('href')).resolves.toMatch(host);
  await expect(link.getAttribute('target')).resolves.toBe('_blank');
  await expect(link.getAttribute('rel')).resolves.toContain('noopener');
}

describe('Government & Local tools (real API, real index)', () => {
  it('Government Ministries searches only on Search; the sector filter lists dated cards; View Forms switches tab', async () => {
    const page = await open('government-ministries', 'Government Ministries');
    await expect(page.getByTestId('not-searched').first().isVisible()).resolves.toBe(true);
    await page.getByLabel('Sector').selectOption('Public Service');
    await searchButton(page).click();
    const { cards } = await outcome(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c).toMatch(/Public Service/);
    for (const c of cards.slice(0, 5)) expect(c).toMatch(/Source: .*retrieved .*as at/);
    await page.getByRole('button', { name: 'View Forms' }).first().click();
    await page.getByRole('tab', { name: 'Forms', selected: true }).waitFor();
    const forms = await outcome(page);
    expect(forms.cards.length > 0 || forms.empty !== null).toBe(true);
    await page.context().close();
  });

  it('Government Ministries pages the whole directory: page 2 shows 51–100 with page=2 in the URL; another tab starts at 1', async () => {
    const page = await open('government-ministries', 'Government Ministries');
    await searchButton(page).click();
    const count = page.getByTestId('showing-count').first();
    await expect.poll(() => count.textContent()).toMatch(/^Showing 1–50 of [\d,]+ organisations$/);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Page 2', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => count.textContent()).toMatch(/^Showing 51–100 of [\d,]+ organisations$/);
    await page.getByRole('tab', { name: 'Forms', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.context().close();
  });

  it('Local Councils loads on open; with no council records it shows No Councils Found and the LGNZ link', async () => {
    const page = await open('local-councils', 'Local Councils');
    await page.getByLabel('Council type').selectOption('Regional Council');
    const { cards, empty } = await outcome(page);
    if (cards.length > 0) {
      for (const c of cards) expect(c).toMatch(/Regional Council/);
      for (const c of cards) expect(c).toMatch(/Population (not available|[\d,]+ \(estimate for \d{4})/);
    } else {
      expect(empty).toMatch(/No Councils Found/);
      await expectOfficialLink(page, /lgnz\.co\.nz/);
    }
    await page.context().close();
  });

  it('Court Forms: a court tab shows its forms and fees, every amount with the date it applied from and its source', async () => {
    const page = await open('court-forms', 'Court Forms');
    await page.getByRole('tab', { name: 'Family' }).click();
    const { cards, empty } = await outcome(page);
    if (cards.length === 0) {
      expect(empty).toMatch(/No forms found/);
      await expectOfficialLink(page, /justice\.govt\.nz/);
    }
    for (const c of cards) expect(c).toMatch(/Source: .*retrieved/);
    for (const fee of cards.filter((c) => /^.*Fee/.test(c) && /\$/.test(c))) {
      // An amount is shown only with the date it applied from, and marked historic.
      expect(fee).toMatch(/\$[\d,.]+ — applied from \d{1,2} \w+ \d{4} \(historic\)|Amount not shown/);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("Court forms: /help, /documents and the tool say the same about what is held, with the fees' as-at dates", async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    const summary = page.getByTestId('court-forms-summary');
    await page.goto('/help#court-forms');
    await expect
      .poll(() => summary.textContent(), { timeout: 30_000 })
      .toMatch(/^(Held here|No court forms)/);
    const help = await summary.textContent();
    if (help?.startsWith('Held here'))
      expect(help).toMatch(/Fees as at \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}/);
    await page.goto('/documents');
    await page.getByRole('tab', { name: 'Court Forms & Applications' }).click();
    await expect.poll(() => summary.first().textContent(), { timeout: 30_000 }).toBe(help);
    await page.goto('/?category=government&tool=court-forms');
    await expect.poll(() => summary.first().textContent(), { timeout: 30_000 }).toBe(help);
    await context.close();
  });

  it('Justice Ministry Forms says which snapshot it shows (never "scraped") and filters by court type', async () => {
    const page = await open('moj-forms', 'Justice Ministry Forms');
    await expect(page.getByText(/Nothing is scraped: this shows the bundled snapshot/).count()).resolves.toBe(
      1,
    );
    await page.getByLabel('Court type').selectOption('family');
    const { cards, empty } = await outcome(page);
    if (cards.length === 0) {
      expect(empty).toMatch(/No forms found/);
      await expectOfficialLink(page, /justice\.govt\.nz/);
    } else for (const c of cards) expect(c).toMatch(/family/);
    await page.context().close();
  });

  it('Council Plans runs on Search with a status filter', async () => {
    const page = await open('council-plans', 'Council Plans');
    await expect(page.getByTestId('not-searched').isVisible()).resolves.toBe(true);
    await page.getByLabel('Status').selectOption('Operative');
    await page.getByLabel('Search council plans').press('Enter');
    const { cards, empty } = await outcome(page);
    if (cards.length === 0) {
      expect(empty).toMatch(/No council plans found/);
      await expectOfficialLink(page, /environment\.govt\.nz/);
    } else for (const c of cards) expect(c).toMatch(/Operative/);
    await page.context().close();
  });

  it('Council Plans: the Bylaws tab lists dated bylaws; a status is never shown without its date', async () => {
    const page = await open('council-plans', 'Council Plans');
    await page.getByRole('tab', { name: 'Bylaws' }).click();
    await searchButton(page).click();
    const { cards, empty } = await outcome(page);
    if (cards.length === 0) expect(empty).toMatch(/No council plans found/);
    for (const c of cards) {
      expect(c).toMatch(/Status: .*\(as at [\w ]*\d{4}\)|Status not shown/);
      expect(c).toMatch(/Source: .*retrieved/);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('Environmental Rules runs on Search in the Regional Rules tab; District Regulations lists district plans', async () => {
    const page = await open('environmental-rules', 'Environmental Rules');
    await page.getByRole('tab', { name: 'Regional Rules' }).click();
    await page.getByLabel('Region', { exact: true }).selectOption('Canterbury');
    await searchButton(page).click();
    const { cards, empty } = await outcome(page);
    if (cards.length === 0) {
      expect(empty).toMatch(/No environmental rules found/);
      await expectOfficialLink(page, /environment\.govt\.nz/);
    } else for (const c of cards) expect(c).toMatch(/Canterbury/);
    await page.getByRole('tab', { name: 'District Regulations' }).click();
    const district = await outcome(page);
    if (district.cards.length === 0) {
      expect(district.empty).toMatch(/No environmental rules found/);
      await expectOfficialLink(page, /environment\.govt\.nz/);
    } else for (const c of district.cards) expect(c).toMatch(/District Plan/i);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('Government Ministries: the Datasets tab searches the catalogue and filters by format', async () => {
    const page = await open('government-ministries', 'Government Ministries');
    await page.getByRole('tab', { name: 'Datasets' }).click();
    await page.locator('#browse-tools select:visible').last().selectOption('csv');
    await page.getByLabel('Search datasets').fill('statistics');
    await page.getByLabel('Search datasets').press('Enter');
    const { cards, empty } = await outcome(page);
    if (cards.length === 0) {
      expect(empty).toMatch(/No datasets found/);
      await expectOfficialLink(page, /data\.govt\.nz/);
    } else for (const c of cards) expect(c).toMatch(/CSV/);
    await page.context().close();
  });

  it('/documents: the Court Forms & Applications tab lists the forms and dated fees, or links to the ministry', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await page.goto('/documents');
    await page.getByRole('tab', { name: 'Court Forms & Applications' }).click();
    await page
      .locator('[data-testid="documents-court-forms"]:visible, [data-testid="panel-empty"]:visible')
      .first()
      .waitFor();
    const list = page.getByTestId('documents-court-forms');
    if ((await list.count()) > 0) {
      const fees = await list.locator('[data-testid="gov-card"]').allTextContents();
      expect(fees.length).toBeGreaterThan(0);
      for (const f of fees) expect(f).toMatch(/Source: .*retrieved/);
      await expect(list.getByRole('heading', { name: 'Supreme Court' }).count()).resolves.toBe(1);
      // A form can be selected with the documents (Email Selected), and read where it was found.
      const forms = list.getByTestId('court-form-item');
      if ((await forms.count()) > 0) {
        const first = forms.first();
        await first.getByRole('checkbox').check({ force: true });
        await expect(page.getByText('1 document selected').count()).resolves.toBe(1);
        await expect(first.getByRole('link', { name: /^View Online/ }).count()).resolves.toBe(1);
      }
    } else await expectOfficialLink(page, /justice\.govt\.nz/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe violations with Government Ministries searched', async () => {
    const page = await open('government-ministries', 'Government Ministries');
    await page.getByLabel('Search ministries').fill('justice');
    await page.getByLabel('Search ministries').press('Enter');
    await outcome(page);
    const serious = await seriousViolations(page);
    expect(serious).toEqual([]);
    await page.context().close();
  });
});
