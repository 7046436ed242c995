import { LegalNewsOutputSchema } from '@aotearoa/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePanelStates } from '../../../test/panel-states';
import { renderWithApp } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LegalNewsPanel from './LegalNewsPanel';

describePanelStates('LegalNewsPanel', {
  Panel: LegalNewsPanel,
  procedure: 'news.legalNews',
  records: synthetic(LegalNewsOutputSchema),
  empty: syntheticEmpty(LegalNewsOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No legal news available for the selected filters',
  errorTitle: 'Legal News - Error Loading',
});

describe('LegalNewsPanel: a group longer than its newest items (synthetic answer)', () => {
  it('says how many are held and points to Newspaper Search, which pages them', async () => {
    const answer = synthetic(LegalNewsOutputSchema);
    const [group] = answer.groups;
    if (!group) throw new Error('a synthetic group expected');
    group.total = group.items.length + 38;
    answer.groups = [group];
    await renderWithApp(<LegalNewsPanel />, { 'news.legalNews': answer });
    const more = await screen.findByTestId('news-group-more');
    expect(more.textContent).toContain(
      `all ${group.total} are listed, a page at a time, in Newspaper Search`,
    );
    expect(within(more).getByRole('link', { name: 'Newspaper Search' }).getAttribute('href')).toBe(
      '/?category=news&tool=newspaper-search',
    );
  });
});
