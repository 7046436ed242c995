import { LegalDatabasesOutputSchema } from '@aotearoa/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/fake-trpc';
import { describePanelStates } from '../../../test/panel-states';
import { renderWithApp } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LegalDatabasesPanel from './LegalDatabasesPanel';

describePanelStates('LegalDatabasesPanel', {
  Panel: LegalDatabasesPanel,
  procedure: 'resources.legalDatabases',
  records: synthetic(LegalDatabasesOutputSchema),
  empty: syntheticEmpty(LegalDatabasesOutputSchema),
  shows: 'Synthetic name 1',
  emptyTitle: 'No databases found matching your criteria',
  errorTitle: 'Legal Databases - Error',
});

describe('LegalDatabasesPanel: the Database Search term searches the database opened (synthetic answer)', () => {
  it('keeps the list, sends no term to the list, and links each card to its search for the term', async () => {
    const answer = synthetic(LegalDatabasesOutputSchema);
    const [first, second] = answer.databases;
    if (!first || !second) throw new Error('two synthetic databases expected');
    // SYNTHETIC: one database with a search address, one without.
    first.searchUrl = 'https://synthetic.example/search?q={query}';
    second.searchUrl = null;
    second.baseUrl = 'https://synthetic.example/home';
    await renderWithApp(<LegalDatabasesPanel />, { 'resources.legalDatabases': answer });
    await screen.findAllByTestId('database-card');
    fireEvent.change(screen.getByLabelText('Search databases'), {
      target: { value: 'unjustified dismissal' },
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: new RegExp(first.name) }).getAttribute('href')).toBe(
        'https://synthetic.example/search?q=unjustified%20dismissal',
      ),
    );
    expect(screen.getAllByTestId('database-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: new RegExp(second.name) }).getAttribute('href')).toBe(
      'https://synthetic.example/home',
    );
    expect(screen.getByText('No search address known: opens its home page.')).toBeTruthy();
    expect(callsTo('resources.legalDatabases').every((c) => !('query' in (c.input as object)))).toBe(true);
  });
});
