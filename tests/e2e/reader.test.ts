import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';

const e2e = useApp();

async function open(path: string, width = 1280): Promise<Page> {
  const context = await e2e.context({ width });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe('reader (/documents/$id)', () => {
  it('a search for "personal grievance" leads in one click to the Employment Relations Act at s 103, as at its date', async () => {
    const page = await open('/search?query=personal%20grievance');
    const card = page
      .getByTestId('document-card')
      .filter({ has: page.getByRole('heading', { name: 'Employment Relations Act 2000', exact: true }) });
    await card.waitFor();
    await card.getByRole('link', { name: 's 103', exact: true }).click();
    await page.waitForURL(/\/documents\/act-2000-24\?q=personal\+grievance#s103$/);
    const section = page.locator('#s103');
    await section.waitFor();
    await expect(section.getByRole('heading', { level: 3 }).textContent()).resolves.toMatch(
      /s 103.*personal grievance/i,
    );
    await expect(section.locator('mark').count()).resolves.toBeGreaterThan(0);
    await expect(section.textContent()).resolves.toMatch(/Text as at \d{1,2} \w+ \d{4}/);
    const inView = await section.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top < window.innerHeight && r.bottom > 0;
    });
    expect(inView).toBe(true);
    await expect(page.getByTestId('status-label').textContent()).resolves.toMatch(/as at/i);
    await expect(
      page.getByRole('navigation', { name: 'Contents' }).getByRole('link').count(),
    ).resolves.toBeGreaterThan(100);
    await page.getByTestId('cited-by').getByRole('link').first().waitFor();
    await page.context().close();
  });

  it('walks the contents with the keyboard: one Tab stop, arrow keys, Enter opens the section and focuses it', async () => {
    const page = await open('/documents/act-2000-24');
    const nav = page.getByRole('navigation', { name: 'Contents' });
    const links = nav.getByRole('link');
    await links.first().waitFor();
    await expect(nav.locator('a[tabindex="0"]').count()).resolves.toBe(1);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    await nav.locator('a[tabindex="0"]').focus();
    await expect(focused()).resolves.toBe(await links.first().getAttribute('href'));
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe(await links.nth(1).getAttribute('href'));
    await page.keyboard.press('End');
    const last = await links.last().getAttribute('href');
    await expect(focused()).resolves.toBe(last);
    await page.keyboard.press('Home');
    await expect(focused()).resolves.toBe(await links.first().getAttribute('href'));
    // One Tab leaves the contents (hundreds of sections are not hundreds of Tab stops).
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Contents"]')),
    ).resolves.toBe(false);
    await nav.locator('a[tabindex="0"]').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const anchor = last?.split('#')[1] ?? '';
    await page.waitForURL(new RegExp(`#${anchor}$`));
    await page.waitForFunction((a) => document.activeElement?.id === a, anchor);
    await page.context().close();
  });

  it('shows a bill’s stages in Parliament with their dates and the data’s as-at date', async () => {
    const page = await open('/documents/bill-b94264a6-d579-4ac0-0cd7-08debc50a5d9');
    const stages = page.getByTestId('bill-stages');
    await stages.waitFor();
    await expect(stages.getByRole('row').count()).resolves.toBe(7);
    await expect(stages.textContent()).resolves.toMatch(/Third Reading\s*28 May 2026\s*Agreed/);
    await expect(page.getByTestId('bill-stages-as-at').textContent()).resolves.toMatch(
      /^As at \d{1,2} \w+ \d{4}, from New Zealand Parliament Bills API/,
    );
    await page.context().close();
  });

  it('lists a judgment’s citations with pinpoints, each pinpoint a link into the cited text', async () => {
    const page = await open('/documents/nzca-2026-91');
    const cites = page.getByTestId('cites');
    await cites.getByRole('link', { name: 'at [19]–[35]' }).waitFor();
    await expect(cites.getByRole('link', { name: 'at [19]–[35]' }).getAttribute('href')).resolves.toBe(
      '/documents/nzca-2025-677#para-19',
    );
    await expect(page.getByTestId('cites-not-held').textContent()).resolves.toMatch(/NZLR/);
    await page.context().close();
  });

  it('shows an unknown id as the not-found page', async () => {
    const page = await open('/documents/no-such-document-123');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.context().close();
  });

  it('shows a judgment’s publication-restriction notice at the very top, verbatim', async () => {
    const res = await fetch(
      `${e2e.app.baseUrl}/api/search?query=suppression&documentTypes=case_law&limit=50`,
    );
    const docs = (
      (await res.json()) as {
        documents: { id: string; citation: string | null; metadata: { suppression_notice?: string } }[];
      }
    ).documents;
    const withNotice = docs.find((d) => d.metadata.suppression_notice && d.citation);
    expect(withNotice).toBeDefined();
    const page = await open(`/documents/${withNotice?.id}`, 375);
    const notice = page.getByTestId('suppression-notice');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toBe(withNotice?.metadata.suppression_notice?.trim());
    const [noticeTop, titleTop] = await Promise.all([
      notice.evaluate((el) => el.getBoundingClientRect().top),
      page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(noticeTop).toBeLessThan(titleTop);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
    // And on its card in the search results, verbatim.
    const search = await open(`/search?query=${encodeURIComponent(withNotice?.citation ?? '')}`);
    const card = search
      .getByTestId('document-card')
      .filter({ hasText: withNotice?.citation ?? '' })
      .first();
    const note = card.getByRole('note');
    await note.waitFor();
    await expect(note.textContent()).resolves.toContain(withNotice?.metadata.suppression_notice?.trim());
    await search.context().close();
  });
});
