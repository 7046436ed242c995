import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultsDir, useApp } from './support/app';
import { seriousViolations } from './support/axe';

const e2e = useApp({ searchByMeaning: true });

beforeAll(async () => {
  mkdirSync(resultsDir, { recursive: true });
});

/** Waits until the result count line reports a finished search and no request is in flight. */
async function waitForResults(page: Page) {
  await page.waitForFunction(() => {
    const h = document.querySelector('[data-testid="result-count"]');
    const list = document.querySelector('ol[aria-busy]');
    return (
      !!h && /results? for/.test(h.textContent ?? '') && (!list || list.getAttribute('aria-busy') === 'false')
    );
  });
}

/** Waits for running CSS animations (dialog and toast transitions) to finish, so screenshots show the end state. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const cards = (page: Page) => page.locator('[data-testid="document-card"]');

async function search(page: Page, query: string) {
  await page.goto('/search');
  await page.getByLabel('Search terms').fill(query);
  await page.getByLabel('Search terms').press('Enter');
  await page.waitForURL(/query=/);
  await waitForResults(page);
}

describe('search page (real API, real index)', () => {
  it('finds the Employment Relations Act, cites it and copies all formats', async () => {
    const context = await e2e.context({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto('/search');
    await expect(page.getByTestId('search-prompt').textContent()).resolves.toMatch(/Enter a search term/);

    await search(page, 'employment relations act');
    expect(page.url()).toContain('query=employment+relations+act');
    await expect(cards(page).first().locator('h3').textContent()).resolves.toBe(
      'Employment Relations Act 2000',
    );
    await expect(page.getByRole('heading', { name: 'Refine Search', level: 2 }).count()).resolves.toBe(1);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await page.screenshot({ path: join(resultsDir, 'search-1280.png'), fullPage: false });

    await cards(page)
      .first()
      .getByRole('button', { name: /^Cite / })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await settle(page);
    await expect(dialog.getByTestId('citation-nzlr').textContent()).resolves.toBe(
      'Employment Relations Act 2000',
    );
    const official = dialog.getByRole('link', { name: 'Official link' });
    await expect(official.getAttribute('target')).resolves.toBe('_blank');
    await expect(official.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await page.screenshot({ path: join(resultsDir, 'citation-dialog-1280.png') });

    await dialog.getByRole('button', { name: 'Copy All' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    await page.getByText('All citations copied successfully.').waitFor();
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toContain('NZLR: Employment Relations Act 2000');
    expect(clip).toContain('APA: Employment Relations Act 2000. (2000). New Zealand Legislation.');

    await dialog.getByRole('button', { name: 'Copy NZLR citation' }).click();
    await page.getByText('NZLR citation copied successfully.').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      'Employment Relations Act 2000',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('employment-relations-act-2000-citation.txt');
    const saved = join(resultsDir, download.suggestedFilename());
    await download.saveAs(saved);
    expect(readFileSync(saved, 'utf8')).toContain('NZLR: Employment Relations Act 2000');
    await page.getByText('Citation file has been downloaded.').waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('filters by document type, pages through results, and keeps state in the URL', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await search(page, 'employment relations act');

    await page
      .locator('section[aria-labelledby="refine-heading"]')
      .getByText(/^Legislation \(/)
      .click();
    await page.waitForURL(/documentTypes=/);
    await waitForResults(page);
    await expect
      .poll(
        async () =>
          new Set(await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))),
      )
      .toEqual(new Set(['legislation']));
    const legislationBox = page.getByRole('checkbox', { name: /^Legislation/ });
    await expect(legislationBox.isChecked()).resolves.toBe(true);

    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(nav.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await waitForResults(page);
    await expect(
      nav.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    // The view returns to the top of the results.
    await page.waitForFunction(() => {
      const top = document.getElementById('results-heading')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 120;
    });
    await expect
      .poll(
        async () =>
          new Set(await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))),
      )
      .toEqual(new Set(['legislation']));

    // Keyboard: Space on a focused facet checkbox toggles it (and returns to page 1).
    await page.getByRole('checkbox', { name: /^Regulation/ }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL(
      (u) => decodeURIComponent(u.search).includes('regulation') && !u.search.includes('page='),
    );
    await waitForResults(page);
    await page.goBack();
    await page.waitForURL(/page=2/);

    // Back returns to page 1 with the filter still applied.
    await page.goBack();
    await page.waitForURL((u) => !u.search.includes('page=2'));
    await expect(
      nav.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    expect(page.url()).toContain('documentTypes=');
    await context.close();
  });

  it('puts a cited judgment first and shows its publication restriction', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await search(page, '[2015] NZCA 30');
    const first = cards(page).first();
    await expect(first.locator('h3').textContent()).resolves.toMatch(/^CLAYTON v CLAYTON/i);
    const note = first.getByRole('note', { name: 'Publication restriction' });
    await expect(note.textContent()).resolves.toMatch(/FAMILY PROCEEDINGS ACT 1980/);
    await first.screenshot({ path: join(resultsDir, 'card-case-restriction-1280.png') });
    await first.getByRole('button', { name: /^Cite / }).click();
    await expect(page.getByRole('dialog').getByTestId('citation-nzlr').textContent()).resolves.toBe(
      'Clayton v Clayton [2015] NZCA 30',
    );
    await context.close();
  });

  it('has no serious accessibility violations on a results page or in the citation dialog', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await search(page, 'personal grievance');
    // Every axe rule, best practices too, within the results and then within the dialog.
    expect(await seriousViolations(page, { include: ['main'], tags: null })).toEqual([]);
    await cards(page)
      .first()
      .getByRole('button', { name: /^Cite / })
      .click();
    await page.getByRole('dialog').waitFor();
    // The pointer stays where Cite was; a dialog button that happens to open under it would be checked in its
    // hover colours (solid at 90%), not in its resting ones.
    await page.mouse.move(0, 0);
    await settle(page);
    expect(await seriousViolations(page, { include: ['[role="dialog"]'], tags: null })).toEqual([]);
    await context.close();
  });

  it('says which misspelt words it searched as what', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await search(page, 'my landlrod kept the bond');
    await expect(page.getByTestId('spelling-corrections').textContent()).resolves.toBe(
      'Spelling corrected: “landlrod” searched as “landlord”. Put a word in double quotes to search it as typed.',
    );
    await context.close();
  });

  it('reports the terms searched and the match by meaning for a plain-language query, and sorts from page 1', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await search(page, 'i got fired from my job');
    // The everyday words in the law's terms (contracts' everyday-terms.json: "fired" → employment, dismissal).
    await expect(page.getByTestId('searched-terms').textContent()).resolves.toMatch(
      /^Searched for: employment, dismissal\b/,
    );
    // A described situation is also matched by meaning, and the page says so in one line, explained on demand.
    const meaning = page.getByTestId('matched-by-meaning');
    await meaning.waitFor();
    const explanation = meaning.getByText('Acts whose titles and section headings are close', {
      exact: false,
    });
    await expect(explanation.isVisible()).resolves.toBe(false);
    await meaning.getByText('how these results were ranked').click();
    await explanation.waitFor();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.waitForURL(/dateFrom=2020-01-01/);
    await waitForResults(page);
    const from = await cards(page)
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    // A card's date is a day (`2021-06-30`) or, where the source gives only the year, the year (`2020`).
    expect(from.every((d) => (/^\d{4}$/.test(d) ? d >= '2020' : d.slice(0, 10) >= '2020-01-01'))).toBe(true);

    await page.goto('/search?query=employment&page=2');
    await waitForResults(page);
    await expect(
      page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: 'Page 2', exact: true })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');
    await page.getByLabel('Sort by').selectOption('date_newest');
    await page.waitForURL((u) => u.search.includes('sortBy=date_newest') && !u.search.includes('page='));
    await waitForResults(page);
    const dates = await cards(page)
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
    await context.close();
  });

  it('names a renamed Act as its latest version does and shows the title it bore before, on its card and in its reader', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await page.goto('/search');
    await search(page, 'smoke-free environments act 1990');
    const card = cards(page)
      .filter({ hasText: 'Smokefree Environments and Regulated Products Act 1990' })
      .first();
    await expect(card.getByTestId('former-titles').textContent()).resolves.toBe(
      'Formerly Smoke-free Environments Act 1990',
    );
    // Its reader says so too, under the title.
    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    await page
      .getByRole('heading', { level: 1, name: 'Smokefree Environments and Regulated Products Act 1990' })
      .waitFor();
    await expect(page.getByTestId('former-titles').textContent()).resolves.toBe(
      'Formerly Smoke-free Environments Act 1990',
    );
    await context.close();
  });

  it('links a repealed Act to the Act that replaced it, on its card and in its reader', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await search(page, 'State Sector Act 1988');
    const card = cards(page).filter({ hasText: 'State Sector Act 1988' }).first();
    const link = card.getByTestId('replaced-by').getByRole('link', { name: 'Public Service Act 2020' });
    await expect(card.getByTestId('replaced-by').textContent()).resolves.toBe(
      'Replaced by Public Service Act 2020',
    );
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Public Service Act 2020' }).waitFor();
    await context.close();
  });

  it("shows the notice the Act's official page showed c.2020 as a dated notice, on its card and in its reader", async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await search(page, 'Accident Compensation Act 2001');
    const card = cards(page).filter({ hasText: 'Accident Compensation Act 2001' }).first();
    const notice =
      'Notice on the official page, c.2020: Warning: Some amendments have not yet been incorporated';
    await expect(card.getByTestId('site-notice').textContent()).resolves.toContain(notice);
    // Not presented as the Act's summary.
    await expect(card.getByTestId('preview').allTextContents()).resolves.not.toContainEqual(
      expect.stringContaining('amendments have not yet been incorporated'),
    );
    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Accident Compensation Act 2001' }).waitFor();
    await expect(page.getByTestId('site-notice').textContent()).resolves.toContain(notice);
    await context.close();
  });

  it('shows an empty state with official links when nothing matches', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await page.goto('/search?query=zzqxjvvqzzq');
    await page.getByTestId('no-results').waitFor();
    await expect(page.getByTestId('no-results').textContent()).resolves.toContain('No results found');
    const official = page.getByTestId('no-results').getByRole('link', { name: 'New Zealand Legislation' });
    await expect(official.getAttribute('href')).resolves.toBe('https://www.legislation.govt.nz/');
    await context.close();
  });

  it('wraps a long highlighted title inside its card on a 375 px screen', async () => {
    const context = await e2e.context({ width: 375, height: 812 });
    const page = await context.newPage();
    await search(page, 'Health and Safety at Work Act 2015');
    await cards(page).first().locator('h3 mark').first().waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await context.close();
  });

  it('collapses Refine Search behind a toggle on a 375 px screen', async () => {
    const context = await e2e.context({ width: 375, height: 812 });
    const page = await context.newPage();
    await search(page, 'employment relations act');
    await expect(page.getByRole('heading', { name: 'Refine Search' }).isVisible()).resolves.toBe(false);
    await page.screenshot({ path: join(resultsDir, 'search-375.png') });
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('heading', { name: 'Refine Search' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(resultsDir, 'search-375-filters.png') });
    await cards(page)
      .first()
      .getByRole('button', { name: /^Cite / })
      .click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await page.screenshot({ path: join(resultsDir, 'citation-dialog-375.png') });
    await context.close();
  });
});
