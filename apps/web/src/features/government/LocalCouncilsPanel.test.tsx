import { LocalCouncilsOutputSchema } from '@aotearoa/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { choose, renderWithApp } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LocalCouncilsPanel from './LocalCouncilsPanel';

describePanelStates('LocalCouncilsPanel', {
  Panel: LocalCouncilsPanel,
  procedure: 'government.localCouncils',
  records: synthetic(LocalCouncilsOutputSchema),
  empty: syntheticEmpty(LocalCouncilsOutputSchema),
  shows: 'Synthetic name 1',
  emptyTitle: 'No Councils Found',
  errorTitle: 'Local Councils - Error',
});

describePanelPager('LocalCouncilsPanel', {
  Panel: LocalCouncilsPanel,
  procedure: 'government.localCouncils',
  schema: LocalCouncilsOutputSchema,
  refine: () => choose('Council type', 'Regional Council'),
});

describe('LocalCouncilsPanel: the service filter offers only services held (synthetic answers)', () => {
  it('offers the services the index counts, and none (saying so) when no council has any', async () => {
    const held = synthetic(LocalCouncilsOutputSchema);
    held.allServices = [{ name: 'Synthetic service', count: 2 }];
    await renderWithApp(<LocalCouncilsPanel />, { 'government.localCouncils': held });
    const select = await screen.findByLabelText('Service');
    expect(within(select).getByRole('option', { name: 'Synthetic service (2)' })).toBeTruthy();
    cleanup();
    const none = synthetic(LocalCouncilsOutputSchema);
    none.allServices = [];
    await renderWithApp(<LocalCouncilsPanel />, { 'government.localCouncils': none });
    expect((await screen.findByTestId('no-services')).textContent).toMatch(/No council’s list of services/);
    expect(screen.queryByLabelText('Service')).toBeNull();
  });
});
