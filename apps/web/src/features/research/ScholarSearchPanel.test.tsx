import { ScholarSearchOutputSchema } from '@aotearoa/contracts';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { searchFor } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import ScholarSearchPanel from './ScholarSearchPanel';

describePanelStates('ScholarSearchPanel', {
  Panel: ScholarSearchPanel,
  procedure: 'research.scholarSearch',
  records: synthetic(ScholarSearchOutputSchema),
  empty: syntheticEmpty(ScholarSearchOutputSchema),
  reveal: () => searchFor('Search academic papers', 'synthetic'),
  shows: 'Synthetic title 1',
  emptyTitle: /^No .*found/,
  errorTitle: 'Search Error',
});

describePanelPager('ScholarSearchPanel', {
  Panel: ScholarSearchPanel,
  procedure: 'research.scholarSearch',
  schema: ScholarSearchOutputSchema,
  reveal: () => searchFor('Search academic papers', 'synthetic'),
  refine: () => searchFor('Search academic papers', 'another'),
});
