import { CaseListOutputSchema } from '@aotearoa/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePanelStates } from '../../../test/panel-states';
import { renderWithApp } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import { CASE_SEARCH_HINT } from './components';
import HighCourtPanel from './HighCourtPanel';

describePanelStates('HighCourtPanel', {
  Panel: HighCourtPanel,
  procedure: 'caseLaw.highCourtCases',
  records: synthetic(CaseListOutputSchema),
  empty: syntheticEmpty(CaseListOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No cases found',
  errorTitle: 'High Court Cases - Error',
});

describe('HighCourtPanel search box', () => {
  it('says what a search of decisions reads, tied to the box for screen readers', async () => {
    await renderWithApp(<HighCourtPanel />, {
      'caseLaw.highCourtCases': synthetic(CaseListOutputSchema),
    });
    const box = screen.getByLabelText('Search High Court cases');
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(CASE_SEARCH_HINT);
  });
});
