import { CourtFormsOutputSchema } from '@aotearoa/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePanelStates } from '../../../test/panel-states';
import { renderWithApp } from '../../../test/render';
import { syntheticEmpty, syntheticWith } from '../../../test/synthetic/records';
import CourtFormsPanel from './CourtFormsPanel';

describePanelStates('CourtFormsPanel', {
  Panel: CourtFormsPanel,
  procedure: 'government.courtForms',
  // The District Court's tab is open first: its fees.
  records: syntheticWith(CourtFormsOutputSchema, (d) => ({
    ...d,
    fees: d.fees.map((f) => ({ ...f, court: 'district' })),
  })),
  empty: syntheticEmpty(CourtFormsOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No forms or fees of this court are held here',
  errorTitle: 'Court Forms - Error',
});

describe('CourtFormsPanel applications', () => {
  it('says no application guide is held and links the official forms, in the open tab', async () => {
    await renderWithApp(<CourtFormsPanel />, {
      'government.courtForms': syntheticEmpty(CourtFormsOutputSchema),
    });
    const section = screen.getByRole('region', { name: 'Applications' });
    expect(section.textContent).toContain('No application guides');
    const link = within(section).getByRole('link', { name: /court forms on justice\.govt\.nz/ });
    expect(link.getAttribute('href')).toBe('https://www.justice.govt.nz/about/forms/');
  });
});
