import { MediaSearchOutputSchema } from '@aotearoa/contracts';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { searchFor } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import MediaSearchPanel from './MediaSearchPanel';

describePanelStates('MediaSearchPanel', {
  Panel: MediaSearchPanel,
  procedure: 'news.mediaSearch',
  records: synthetic(MediaSearchOutputSchema),
  empty: syntheticEmpty(MediaSearchOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No media articles found for your search',
  errorTitle: 'Media Search - Error Loading',
});

describePanelPager('MediaSearchPanel', {
  Panel: MediaSearchPanel,
  procedure: 'news.mediaSearch',
  schema: MediaSearchOutputSchema,
  refine: () => searchFor('Search media', 'another'),
});
