import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';

const e2e = useApp();

async function openDocuments(): Promise<Page> {
  const context = await e2e.context({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/documents');
  await page.getByTestId('documents-count').waitFor();
  return page;
}

/** Waits until the list shows the given page number in its count line. */
async function onPage(page: Page, n: number) {
  await page
    .getByTestId('documents-count')
    .filter({ hasText: `page ${n} of` })
    .waitFor();
}

describe('Document Management Center (/documents)', () => {
  it('searches the index with the category filter, keeps a selection across pages and e-mails it', async () => {
    const page = await openDocuments();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(decodeURIComponent(r.url())));

    await page.getByLabel('Search documents').fill('employment');
    await page.getByLabel('Category').selectOption('case_law');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => requests.some((u) => u.includes('employment') && u.includes('case_law')))
      .toBe(true);
    await onPage(page, 1);
    const items = page.getByTestId('document-item');
    // The first page (newest documents, started by the route's loader) stays on screen until the filtered answer
    // arrives: wait for that answer, then every card must be case law.
    await expect.poll(() => items.count()).toBeGreaterThan(1);
    await expect
      .poll(async () => new Set(await items.locator('.chakra-badge').allTextContents()))
      .toEqual(new Set(['Case law']));

    const first = (await items.first().getByRole('heading').textContent()) ?? '';
    await items.first().getByRole('checkbox').check({ force: true });
    await page
      .getByRole('navigation', { name: /pagination/i })
      .getByRole('button', { name: 'Next' })
      .click();
    await onPage(page, 2);
    const second = (await items.first().getByRole('heading').textContent()) ?? '';
    await items.first().getByRole('checkbox').check({ force: true });
    await expect.poll(() => page.getByTestId('selection-count').textContent()).toBe('2 documents selected');

    const href = (await page.getByTestId('email-selected').getAttribute('href')) ?? '';
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('New Zealand Legal Documents - 2 documents');
    expect(params.get('body')).toContain(`1. ${first}`);
    expect(params.get('body')).toContain(`2. ${second}`);
    expect(params.get('body')).toContain('Link: https://');

    await page.getByRole('button', { name: 'Clear Selection' }).click();
    await expect.poll(() => page.getByTestId('selection-count').textContent()).toBe('No documents selected');
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.dismiss();
      }),
    );
    await page.getByTestId('email-selected').click();
    expect(await alert).toBe('Please select documents to email first.');
    await page.context().close();
  });

  it('downloads a document without a file as a text file of its title, citation, summary and text', async () => {
    const page = await openDocuments();
    await page.getByLabel('Search documents').fill('[2017] NZSC');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The first item once the new results are in (the list before the search shows other documents).
    const item = page
      .getByTestId('document-item')
      .filter({ hasText: /\[2017\] NZSC/ })
      .first();
    await item.waitFor();
    const title = (await item.getByRole('heading').textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    expect(text.startsWith(title)).toBe(true);
    expect(text).toMatch(/Citation: \[\d{4}\] NZSC \d+/);
    expect(text).toContain('Text\n');
    expect(text).toMatch(/Source: .+ retrieved/);
    await page.context().close();
  });
});
