import { MaoriCourtsOutputSchema, WaitangiClaimsOutputSchema } from '@aotearoa/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { click, renderWithApp, searchFor } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import MaoriCourtsPanel from './MaoriCourtsPanel';

describePanelStates('MaoriCourtsPanel', {
  Panel: MaoriCourtsPanel,
  procedure: 'courts.maoriCourts',
  records: synthetic(MaoriCourtsOutputSchema),
  empty: syntheticEmpty(MaoriCourtsOutputSchema),
  shows: 'Synthetic name 1',
  emptyTitle: 'No courts found',
  errorTitle: 'Māori Courts - Error',
});

describePanelPager('MaoriCourtsPanel (Waitangi Claims)', {
  Panel: MaoriCourtsPanel,
  procedure: 'courts.waitangiClaims',
  schema: WaitangiClaimsOutputSchema,
  others: { 'courts.maoriCourts': synthetic(MaoriCourtsOutputSchema) },
  reveal: async () => {
    click('Waitangi Claims', 'tab');
    await screen.findByLabelText('Search Waitangi claims');
    searchFor('Search Waitangi claims', 'Wai 57');
  },
  refine: () => searchFor('Search Waitangi claims', 'Muriwhenua'),
});

describe('MaoriCourtsPanel: a report read from a news story (synthetic answer)', () => {
  it('says no official page is known and names the copy it was read from by its host', async () => {
    const answer = synthetic(WaitangiClaimsOutputSchema);
    const [report] = answer.claims;
    if (!report) throw new Error('a synthetic claim expected');
    // SYNTHETIC: a report with no Tribunal page, read from a news story (as the Wai 262 report's record is).
    report.kind = 'report';
    report.reportUrl = null;
    report.sourceUrl = 'https://www.radionz.co.nz/news/synthetic';
    answer.claims = [report];
    await renderWithApp(<MaoriCourtsPanel />, {
      'courts.maoriCourts': synthetic(MaoriCourtsOutputSchema),
      'courts.waitangiClaims': answer,
    });
    click('Waitangi Claims', 'tab');
    await screen.findByLabelText('Search Waitangi claims');
    searchFor('Search Waitangi claims', 'Wai 262');
    await screen.findByText(/radionz/);
    const lines = screen.getAllByTestId('read-from-copy').map((e) => e.textContent);
    expect(lines.some((l) => l?.startsWith('Read from a copy at www.radionz.co.nz'))).toBe(true);
    expect(screen.getAllByTestId('no-official-link').map((e) => e.textContent)).toContain(
      'No official page known for this report',
    );
  });
});
