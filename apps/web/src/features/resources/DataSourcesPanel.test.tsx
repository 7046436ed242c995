import { NzDataSourcesOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { click } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import DataSourcesPanel from './DataSourcesPanel';

describePanelStates('DataSourcesPanel', {
  Panel: DataSourcesPanel,
  procedure: 'resources.dataSources',
  records: synthetic(NzDataSourcesOutputSchema),
  empty: syntheticEmpty(NzDataSourcesOutputSchema),
  // The list is in a section closed at first.
  reveal: () => click(/Authentic NZ Data Sources/),
  shows: 'Synthetic name 1',
  emptyTitle: 'No data sources found for the selected filters.',
  errorTitle: 'NZ Data Sources - Error',
});
