import { NewspaperNewsOutputSchema } from '@aotearoa/contracts';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { searchFor } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import NewspaperSearchPanel from './NewspaperSearchPanel';

describePanelStates('NewspaperSearchPanel', {
  Panel: NewspaperSearchPanel,
  procedure: 'news.newspaperNews',
  records: synthetic(NewspaperNewsOutputSchema),
  empty: syntheticEmpty(NewspaperNewsOutputSchema),
  reveal: () => searchFor('Search news', 'synthetic'),
  shows: 'Synthetic title 1',
  emptyTitle: 'No NZ Herald articles found',
  errorTitle: 'Newspaper News - Error',
});

describePanelPager('NewspaperSearchPanel', {
  Panel: NewspaperSearchPanel,
  procedure: 'news.newspaperNews',
  schema: NewspaperNewsOutputSchema,
  reveal: () => searchFor('Search news', 'synthetic'),
  refine: () => searchFor('Search news', 'another'),
});
