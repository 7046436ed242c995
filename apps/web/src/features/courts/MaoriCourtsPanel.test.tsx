import { MaoriCourtsOutputSchema, WaitangiClaimsOutputSchema } from '@aotearoa/contracts';
import { screen } from '@testing-library/react';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { click, searchFor } from '../../../test/render';
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
